import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/**
 * Copies every row of the embedded database's tables (schema `public`) into a PostgreSQL database
 * that Portico's migrations have just created, in one transaction: the target ends with all of it
 * or none. Tables go parents first (by their foreign keys); rows travel as JSON, in batches read
 * by `ctid`, and are written with `json_populate_recordset`, so every column type converts as
 * PostgreSQL itself reads it. Sequences continue after the copied ids. Rows the migrations wrote
 * themselves (the audit chain's head) are replaced by the source's.
 */
const BATCH_ROWS = 1_000;

export type CopyReport = { tables: { name: string; rows: number }[] };

type Rows<T> = { rows: T[] };

export async function copyToPostgres(source: PGlite, target: pg.PoolClient | pg.Client): Promise<CopyReport> {
  const tables = await tablesParentsFirst(source);
  const report: CopyReport = { tables: [] };
  await target.query("begin");
  try {
    for (const table of tables) {
      const columns = await insertableColumns(source, table);
      const list = columns.map(quote).join(", ");
      const primaryKey = await primaryKeyName(source, table);
      const replace = (await target.query(`select exists (select 1 from ${quote(table)}) as any`)).rows[0]?.any;
      const onConflict =
        replace && primaryKey
          ? ` on conflict on constraint ${quote(primaryKey)} do update set ${columns
              .map((column) => `${quote(column)} = excluded.${quote(column)}`)
              .join(", ")}`
          : "";
      let after = "(0,0)";
      let rows = 0;
      for (;;) {
        const batch = (await source.query(
          `select ctid::text as at, row_to_json(t)::text as row from ${quote(table)} t where ctid > $1::tid order by ctid limit ${BATCH_ROWS}`,
          [after],
        )) as Rows<{ at: string; row: string }>;
        if (batch.rows.length === 0) break;
        await target.query(
          `insert into ${quote(table)} (${list}) select ${list} from json_populate_recordset(null::${quote(table)}, $1::json)${onConflict}`,
          [`[${batch.rows.map((entry) => entry.row).join(",")}]`],
        );
        rows += batch.rows.length;
        after = batch.rows.at(-1)?.at ?? after;
      }
      await continueSequences(target, table);
      report.tables.push({ name: table, rows });
    }
    await target.query("commit");
  } catch (error) {
    await target.query("rollback");
    throw error;
  }
  return report;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Public tables ordered so each comes after every table it references. */
async function tablesParentsFirst(source: PGlite): Promise<string[]> {
  const tables = (
    (await source.query(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    )) as Rows<{ name: string }>
  ).rows.map((row) => row.name);
  const edges = (
    (await source.query(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where c.contype = 'f' and n.nspname = 'public'`,
    )) as Rows<{ child: string; parent: string }>
  ).rows.map((edge) => ({ child: unquote(edge.child), parent: unquote(edge.parent) }));
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table) visit(edge.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name);

/** Columns a row may be written to (not generated ones). */
async function insertableColumns(source: PGlite, table: string): Promise<string[]> {
  return (
    (await source.query(
      `select column_name as name from information_schema.columns
       where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
       order by ordinal_position`,
      [table],
    )) as Rows<{ name: string }>
  ).rows.map((row) => row.name);
}

async function primaryKeyName(source: PGlite, table: string): Promise<string | undefined> {
  const result = (await source.query(
    `select c.conname as name from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'p' and n.nspname = 'public' and c.conrelid = $1::regclass`,
    [quote(table)],
  )) as Rows<{ name: string }>;
  return result.rows[0]?.name;
}

/** Each serial or identity column's sequence continues after the highest copied value. */
async function continueSequences(target: pg.PoolClient | pg.Client, table: string): Promise<void> {
  const columns = (
    await target.query<{ name: string; sequence: string }>(
      `select column_name as name, pg_get_serial_sequence($1, column_name) as sequence
       from information_schema.columns where table_schema = 'public' and table_name = $2`,
      [quote(table), table],
    )
  ).rows.filter((column) => column.sequence !== null);
  for (const column of columns)
    await target.query(
      `select setval($1, coalesce((select max(${quote(column.name)}) from ${quote(table)}), 0) + 1, false)`,
      [column.sequence],
    );
}

/** Whether the database already holds a Portico (its migrations' table): migrate-to wants a new one. */
export async function holdsPortico(target: pg.Client): Promise<boolean> {
  const result = await target.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  return result.rows[0]?.present === true;
}

/** Row counts per public table, for the check after the copy. */
export async function rowCounts(query: (text: string) => Promise<Rows<{ name: string }>>, tables: string[]) {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const result = (await query(`select count(*)::int as n from ${quote(table)}`)) as unknown as Rows<{ n: number }>;
    counts.set(table, result.rows[0]?.n ?? 0);
  }
  return counts;
}
