import { asc, count, desc, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

type ListTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/**
 * One page of a user-centre list, newest first by (created_at, id), and the total the pager
 * shows. Built for a customer with a million rows (docs/performance.md, "User-centre lists"):
 *
 * - the page's ids are read alone, so PostgreSQL walks only the list index (an index-only scan)
 *   past the skipped rows, and then fetches just the rows shown;
 * - a page in the older half is read from the oldest end and turned around, so the deepest page
 *   skips as few index entries as the first.
 *
 * Both need the list's index to end in (created_at DESC NULLS FIRST, id DESC NULLS FIRST), the
 * order `desc()` asks for; `list-index-order.test.ts` checks that the plans need no sort.
 */
export async function newestFirstPage<Table extends ListTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  window: { limit: number; offset: number },
): Promise<{ rows: Table["$inferSelect"][]; count: number }> {
  const [total] = await db
    .select({ value: count() })
    .from(table as PgTable)
    .where(where);
  const listed = total?.value ?? 0;
  if (window.offset >= listed) return { rows: [], count: listed };

  const take = Math.min(window.limit, listed - window.offset);
  const fromOldest = window.offset + take / 2 > listed / 2;
  const ids = fromOldest
    ? (await pageIdsQuery(db, table, where, "oldest first", take, listed - window.offset - take))
        .map((row) => row.id)
        .reverse()
    : (await pageIdsQuery(db, table, where, "newest first", take, window.offset)).map((row) => row.id);
  if (ids.length === 0) return { rows: [], count: listed };

  const fetched = (await db
    .select()
    .from(table as PgTable)
    .where(inArray(table.id, ids))) as Array<Table["$inferSelect"] & { id: unknown }>;
  const byId = new Map(fetched.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return { rows, count: listed };
}

/** The ids of one page, read in the list index's order from either end. */
export function pageIdsQuery(
  db: Db,
  table: ListTable,
  where: SQL | undefined,
  direction: "newest first" | "oldest first",
  limit: number,
  offset: number,
) {
  const order =
    direction === "newest first" ? [desc(table.createdAt), desc(table.id)] : [asc(table.createdAt), asc(table.id)];
  return db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}
