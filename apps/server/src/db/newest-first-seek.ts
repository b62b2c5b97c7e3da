import { LIST_COUNT_CAP } from "@portico/contracts";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";
import { decodeListCursor, encodeListCursor, type ListSeek } from "./list-cursor.ts";
import { listPageErrors } from "./list-page.errors.ts";
import { rowsOf } from "./rows-of.ts";

type ListTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/** Which page to read: by number (page and size), or from a cursor the page beside it gave. */
export type ListPageAsk = { page: number; limit: number; cursor?: string | undefined };

export type NewestFirstPage<Row> = {
  rows: Row[];
  /** Matching rows counted up to LIST_COUNT_CAP; `capped` when more match. */
  count: number;
  capped: boolean;
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
};

/**
 * Where a page starts (ADR 415): a cursor's position, or (page − 1) × limit from the newest row
 * while the page starts inside the counted window; deeper pages by number would be OFFSET over the index.
 */
export function listSeekOf(ask: ListPageAsk): ListSeek {
  if (ask.cursor !== undefined && ask.cursor !== "") {
    const seek = decodeListCursor(ask.cursor);
    if (!seek) throw listPageErrors.cursorInvalid();
    return seek;
  }
  const offset = (ask.page - 1) * ask.limit;
  // A page that starts inside the window may end past it (10,000 is no multiple of 30).
  if (offset >= LIST_COUNT_CAP) throw listPageErrors.pageNeedsCursor();
  return { kind: "offset", offset };
}

/** A row's `created_at` in whole microseconds since 1970, exact (numeric in PostgreSQL 14+). */
const microsOf = (column: PgColumn) => sql`(extract(epoch from ${column}) * 1000000)::bigint::text`;
const instantOf = (micros: string) => sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;

/** Counts the matching rows no further than cap + 1 index entries, however long the list. */
export async function countUpTo(db: Db, table: ListTable, where: SQL, cap: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (select 1 from ${table} where ${where} limit ${cap + 1}) counted`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

type Edge = { id: number; key: string };

/**
 * The statement of one page's ids and keys newest first: an index-only walk of the list index
 * `(…, created_at DESC, id DESC)` from the seek, `limit + 1` entries to know whether more
 * follow. `before` and `last` read the index the other way (the caller turns the page round).
 */
export function pageEdgesQuery(table: ListTable, where: SQL, seek: ListSeek, limit: number): SQL {
  const direction = seek.kind === "before" || seek.kind === "last" ? sql`asc` : sql`desc`;
  const conditions = [where];
  if (seek.kind === "after" || seek.kind === "before") {
    const at = sql`(${instantOf(seek.createdAt)}, ${seek.id})`;
    conditions.push(
      seek.kind === "after"
        ? sql`(${table.createdAt}, ${table.id}) < ${at}`
        : sql`(${table.createdAt}, ${table.id}) > ${at}`,
    );
  }
  const offset = seek.kind === "offset" && seek.offset > 0 ? sql` offset ${seek.offset}` : sql``;
  return sql`
    select ${table.id} as id, ${microsOf(table.createdAt)} as key from ${table}
    where ${sql.join(conditions, sql` and `)}
    order by ${table.createdAt} ${direction}, ${table.id} ${direction}
    limit ${limit + 1}${offset}`;
}

/** One page's ids and keys in list order, and whether more lie beyond it in the direction read. */
export async function pageEdges(
  db: Db,
  table: ListTable,
  where: SQL,
  seek: ListSeek,
  limit: number,
): Promise<{ edges: Edge[]; more: boolean }> {
  const result = await db.execute<{ id: number; key: string }>(pageEdgesQuery(table, where, seek, limit));
  const read = rowsOf<{ id: number; key: string }>(result).map((row) => ({ id: Number(row.id), key: String(row.key) }));
  const more = read.length > limit;
  const page = read.slice(0, limit);
  return { edges: seek.kind === "before" || seek.kind === "last" ? page.reverse() : page, more };
}

/**
 * One page of a user-centre history newest first, its neighbours' cursors and the capped count
 * (ADR 415, after the IP list's ADR 412): no OFFSET past the counted window, no count past
 * 10,001 index entries. The count is read on every page, cursor or not, since the spec's `count`
 * is a number on every answer; it costs at most the cap's index entries.
 */
export async function newestFirstSeekPage<Table extends ListTable>(
  db: Db,
  table: Table,
  where: SQL,
  ask: ListPageAsk,
): Promise<NewestFirstPage<Table["$inferSelect"]>> {
  const seek = listSeekOf(ask);
  const counted = await countUpTo(db, table, where, LIST_COUNT_CAP);
  let from = seek;
  let page = ask.page;
  let read = await pageEdges(db, table, where, seek, ask.limit);
  // Reading back reached the newest rows with a short page (rows left since): show page 1 whole.
  if (seek.kind === "before" && !read.more && read.edges.length < ask.limit) {
    from = { kind: "offset", offset: 0 };
    page = 1;
    read = await pageEdges(db, table, where, from, ask.limit);
  }
  const ids = read.edges.map((edge) => edge.id);
  const fetched =
    ids.length === 0
      ? []
      : ((await db
          .select()
          .from(table as PgTable)
          .where(inArray(table.id, ids))) as Array<Table["$inferSelect"] & { id: unknown }>);
  const byId = new Map(fetched.map((row) => [Number(row.id), row]));
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });

  const backwards = from.kind === "before" || from.kind === "last";
  const atStart = from.kind === "offset" ? from.offset === 0 : backwards && !read.more;
  const atEnd = from.kind === "last" || (!backwards && !read.more);
  const first = read.edges[0];
  const last = read.edges.at(-1);
  return {
    rows,
    count: Math.min(counted, LIST_COUNT_CAP),
    capped: counted > LIST_COUNT_CAP,
    page,
    nextCursor: atEnd || !last ? null : encodeListCursor("after", last.key, last.id),
    prevCursor: atStart || !first ? null : encodeListCursor("before", first.key, first.id),
  };
}
