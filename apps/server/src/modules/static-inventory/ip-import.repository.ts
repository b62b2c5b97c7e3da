import { and, desc, eq, getTableColumns, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import type { ImportRegion, IpImportRow } from "./ip-import.parse.ts";
import { staticIpImports, staticIps, staticRegions } from "./static-inventory.tables.ts";

export type IpImportRecord = typeof staticIpImports.$inferSelect;

/** Every region by its code, active or not (the table is small: a few hundred rows at most). */
export async function regionsByCode(db: Db): Promise<Map<string, ImportRegion>> {
  const rows = await db
    .select({ code: staticRegions.countryCode, id: staticRegions.id, active: staticRegions.active })
    .from(staticRegions);
  return new Map(rows.map((row) => [row.code, { id: row.id, active: row.active }]));
}

/**
 * The named (address, port) pairs already in the inventory, as `address:port`. The pairs travel
 * as one JSON parameter (a statement takes at most 65,535 parameters) and meet the unique index
 * `static_ips_address_port_idx` in a join.
 */
export async function presentAddressPorts(
  db: Db,
  pairs: readonly { address: string; port: number }[],
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const json = JSON.stringify(pairs.map(({ address, port }) => ({ address, port })));
  const result = await db.execute(sql`
    select s.address, s.port
    from jsonb_to_recordset(${json}::jsonb) as f(address text, port integer)
    join ${staticIps} s on s.address = f.address and s.port = f.port`);
  return new Set(rowsOf<{ address: string; port: number }>(result).map((row) => `${row.address}:${row.port}`));
}

export async function insertImportRecord(tx: Db, values: typeof staticIpImports.$inferInsert): Promise<IpImportRecord> {
  const [row] = await tx.insert(staticIpImports).values(values).returning();
  if (!row) throw new Error("the import record was not written");
  return row;
}

export async function findImportRecord(db: Db, id: string): Promise<IpImportRecord | undefined> {
  const [row] = await db.select().from(staticIpImports).where(eq(staticIpImports.id, id));
  return row;
}

/** The newest imports first, through `static_ip_imports_created_idx`, without their reports. */
export async function listImportRecords(db: Db, limit: number): Promise<Omit<IpImportRecord, "report">[]> {
  const { report: _report, ...columns } = getTableColumns(staticIpImports);
  return db.select(columns).from(staticIpImports).orderBy(desc(staticIpImports.createdAt)).limit(limit);
}

/** Queues an import not yet done; a running one stays running (its job, or a second one, finishes it). */
export async function markImportQueued(tx: Db, id: string): Promise<IpImportRecord | undefined> {
  await tx
    .update(staticIpImports)
    .set({ status: "queued" })
    .where(and(eq(staticIpImports.id, id), inArray(staticIpImports.status, ["dry_run", "queued", "failed"])));
  const [row] = await tx.select().from(staticIpImports).where(eq(staticIpImports.id, id)).for("update");
  return row;
}

/** A job starts (or a retry starts again): false when the import is done already. */
export async function markImportRunning(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staticIpImports)
    .set({ status: "running", startedAt: sql`coalesce(${staticIpImports.startedAt}, ${now})` })
    .where(and(eq(staticIpImports.id, id), ne(staticIpImports.status, "done")))
    .returning({ id: staticIpImports.id });
  return rows.length > 0;
}

/**
 * Writes one batch of IPs, `available`, and adds what it wrote to the import's progress, in the
 * caller's transaction. ON CONFLICT on the inventory's unique (address, port) makes a retried,
 * repeated or concurrent run write each IP once; `rows_written` grows by the rows this statement
 * inserted, so it counts each IP once too.
 */
export async function writeImportBatch(
  tx: Db,
  id: string,
  rows: readonly Omit<IpImportRow, "line">[],
): Promise<number> {
  const inserted = await tx
    .insert(staticIps)
    .values(rows.map((row) => ({ regionId: row.regionId, address: row.address, port: row.port })))
    .onConflictDoNothing({ target: [staticIps.address, staticIps.port] })
    .returning({ id: staticIps.id });
  if (inserted.length > 0)
    await tx
      .update(staticIpImports)
      .set({ rowsWritten: sql`${staticIpImports.rowsWritten} + ${inserted.length}` })
      .where(eq(staticIpImports.id, id));
  return inserted.length;
}

export async function markImportFinished(db: Db, id: string, status: "done" | "failed", now: Date): Promise<void> {
  await db
    .update(staticIpImports)
    .set({ status, finishedAt: now })
    .where(and(eq(staticIpImports.id, id), ne(staticIpImports.status, "done")));
}
