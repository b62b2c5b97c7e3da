import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * What a refused request writes by design, left out of the fingerprint (each one found by a run
 * that flagged it, and checked to be intended):
 * - `audit_events` rows not `succeeded`: the console records refused and failed actions, and a
 *   member refused by an endpoint's rule (ADR 421); `audit_chain_head`, the chain's head, moves with them;
 * - `auth_attempts`: failed sign-ins, codes and tokens are counted to throttle guessing;
 * - `rate_limit_windows`: every throttle counts a try, refused or not (that is how it throttles);
 * - `envelope_nonces`: a sealed request's nonce is claimed before its content is judged (ADR 012);
 * - a live credential's use: `sessions.last_seen_at`, `api_keys.last_used_*`, `staff_sessions.last_seen_at`,
 *   whatever the answer; and a staff session's wrong codes (`code_failures`, `code_locked_until`), which lock it.
 */
export const BY_DESIGN: Record<string, { table?: true; columns?: string[]; rows?: string }> = {
  audit_events: { rows: "x.outcome <> 'succeeded'" },
  audit_chain_head: { table: true },
  auth_attempts: { table: true },
  rate_limit_windows: { table: true },
  envelope_nonces: { table: true },
  sessions: { columns: ["last_seen_at"] },
  api_keys: { columns: ["last_used_at", "last_used_ip"] },
  staff_sessions: { columns: ["last_seen_at", "code_failures", "code_locked_until"] },
};

type Table = { name: string; query: string };

/** The row count and a content hash of every table, in one statement. */
export async function fingerprinter(db: Db) {
  const listed = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables: Table[] = [];
  for (const { name } of rowsOf<{ name: string }>(listed)) {
    const rule = BY_DESIGN[name];
    if (rule?.table) continue;
    const dropped = (rule?.columns ?? []).map((column) => ` - '${column}'`).join("");
    const row = dropped === "" ? "x::text" : `(to_jsonb(x)${dropped})::text`;
    const where = rule?.rows ? ` where not (${rule.rows})` : "";
    // A sum of row hashes: the same for the same rows in any order, with no sort to pay for.
    tables.push({
      name,
      query: `select '${name}' as name, count(*)::int as rows, coalesce(sum(hashtextextended(${row}, 0)), 0)::text as hash from "${name}" x${where}`,
    });
  }
  const statement = sql.raw(tables.map((table) => table.query).join(" union all "));
  return {
    tables: tables.map((table) => table.name),
    async take(): Promise<Map<string, string>> {
      const result = await db.execute<{ name: string; rows: number; hash: string }>(statement);
      return new Map(
        rowsOf<{ name: string; rows: number; hash: string }>(result).map((row) => [
          row.name,
          `${row.rows}:${row.hash}`,
        ]),
      );
    },
  };
}

/** Tables whose fingerprint differs. */
export function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([name, value]) => before.get(name) !== value).map(([name]) => name);
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
