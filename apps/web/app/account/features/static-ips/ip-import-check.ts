import type { StaticIpListQuery, StaticIpListResponse, StaticIpRow } from "@portico/contracts";
import { STATIC_IP_PAGE_SIZE_MAX } from "@portico/contracts/codes";
import { parseIpImport } from "@portico/domain";

/** What the import check shows (spec 02 §5, §8). */
export type ImportCheckResult =
  | { kind: "empty" | "no_valid_ip" | "too_long" }
  | { kind: "checked"; checked: number; found: StaticIpRow[]; notFound: string[] };

type ListCall = (query: StaticIpListQuery) => Promise<StaticIpListResponse>;

/**
 * Addresses one list call looks up. The contract allows 200 (`STATIC_IP_LOOKUP_MAX`, the sealed
 * query string's bound), but a page holds at most 100 rows: 100 addresses a call answer all their
 * matches on one page, bar an address held on two ports, which the cursor then reads on.
 */
export const IMPORT_CHUNK = STATIC_IP_PAGE_SIZE_MAX;

/** The addresses in chunks of `size`, in order. */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * The import check: the text read by the domain rule (trimmed lines, the first token a dotted
 * IPv4, at most 100,000 characters), then each address looked up among the customer's own IPs —
 * the list call with `ips`, chunk by chunk. Found rows in the order the text named them; the
 * addresses that are not the customer's apart.
 */
export async function checkIpImport(text: string, list: ListCall): Promise<ImportCheckResult> {
  const parsed = parseIpImport(text);
  if (!parsed.ok) return { kind: parsed.reason };
  const byAddress = new Map<string, StaticIpRow[]>();
  for (const ips of chunked(parsed.ips, IMPORT_CHUNK)) {
    let position: { page: number; cursor?: string } = { page: 1 };
    for (;;) {
      const answer = await list({
        ...position,
        limit: STATIC_IP_PAGE_SIZE_MAX,
        ips,
        sortField: "ip",
        sortOrder: "asc",
      });
      for (const row of answer.list) byAddress.set(row.ip, [...(byAddress.get(row.ip) ?? []), row]);
      if (!answer.next_cursor) break;
      position = { page: answer.page + 1, cursor: answer.next_cursor };
    }
  }
  return {
    kind: "checked",
    checked: parsed.ips.length,
    found: parsed.ips.flatMap((ip) => byAddress.get(ip) ?? []),
    notFound: parsed.ips.filter((ip) => !byAddress.has(ip)),
  };
}
