import { STATIC_IP_TAG_MAX } from "@portico/contracts";
import { isDottedIpv4 } from "@portico/domain";
import type { IpSeek, IpSort } from "./ip-list.repository.ts";

/**
 * The IP list's cursor (ADR 412): a page's edge row as a position in one sort — which way to
 * read, the row's sort value and id — in base64url JSON. It is a position, not a permission:
 * every read is scoped to the caller's own IPs, so a forged cursor only moves within them.
 */
type CursorBody = { f: IpSort["field"]; o: IpSort["order"]; d: "after" | "before"; v: string; i: number };

export function encodeCursor(sort: IpSort, direction: "after" | "before", value: string, id: number): string {
  const body: CursorBody = { f: sort.field, o: sort.order, d: direction, v: value, i: id };
  return Buffer.from(JSON.stringify(body)).toString("base64url");
}

/** What `Date.toISOString` writes: the only time form a cursor carries. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Whether a cursor's key is a value of the sort's column (an order id, a tag, an address or a time). */
function validKey(field: IpSort["field"], value: string): boolean {
  switch (field) {
    case "ip":
      return isDottedIpv4(value);
    case "order_no":
      return /^\d{1,10}$/.test(value) && Number(value) <= 2_147_483_647;
    case "tag":
      return value.length <= STATIC_IP_TAG_MAX;
    default:
      return ISO_TIME.test(value) && !Number.isNaN(Date.parse(value));
  }
}

/** The seek a cursor stands for, or null when it is not a cursor of this sort. */
export function decodeCursor(cursor: string, sort: IpSort): Extract<IpSeek, { kind: "after" | "before" }> | null {
  let body: Partial<CursorBody>;
  try {
    body = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as Partial<CursorBody>;
  } catch {
    return null;
  }
  if (typeof body !== "object" || body === null) return null;
  if (body.f !== sort.field || body.o !== sort.order) return null;
  if (body.d !== "after" && body.d !== "before") return null;
  if (!Number.isInteger(body.i) || (body.i as number) < 1 || (body.i as number) > 2_147_483_647) return null;
  if (typeof body.v !== "string") return null;
  if (!validKey(sort.field, body.v)) return null;
  return { kind: body.d, value: body.v, id: body.i as number };
}
