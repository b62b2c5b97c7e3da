import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type NewStaticRegionRow, type StaticRegionRow, staticIps, staticRegions } from "./static-inventory.tables.ts";

export type RegionRowWithStock = StaticRegionRow & { stock: number };

/** Available IPs of one region or all, through the partial index `static_ips_available_region_idx`. */
function availableCounts(db: Db) {
  return db
    .select({ regionId: staticIps.regionId, stock: sql<number>`count(*)::int`.as("stock") })
    .from(staticIps)
    .where(eq(staticIps.status, "available"))
    .groupBy(staticIps.regionId)
    .as("available_counts");
}

/** The console's list: every region, on sale or not, with live stock, in the public order. */
export async function listAllRegions(db: Db): Promise<RegionRowWithStock[]> {
  const counts = availableCounts(db);
  const rows = await db
    .select({ region: staticRegions, stock: sql<number>`coalesce(${counts.stock}, 0)::int` })
    .from(staticRegions)
    .leftJoin(counts, eq(counts.regionId, staticRegions.id))
    .orderBy(desc(staticRegions.weight), asc(staticRegions.id));
  return rows.map(({ region, stock }) => ({ ...region, stock }));
}

/** The region, locked for a change (its before is what the audit records). */
export async function lockRegion(tx: Db, id: number): Promise<StaticRegionRow | undefined> {
  const [row] = await tx.select().from(staticRegions).where(eq(staticRegions.id, id)).for("update");
  return row;
}

/** A new region; undefined when its merged code is taken (the unique index decides, not a prior read). */
export async function insertRegion(tx: Db, values: NewStaticRegionRow): Promise<StaticRegionRow | undefined> {
  const [row] = await tx
    .insert(staticRegions)
    .values(values)
    .onConflictDoNothing({ target: staticRegions.countryCode })
    .returning();
  return row;
}

export async function updateRegion(
  tx: Db,
  id: number,
  values: Partial<Omit<StaticRegionRow, "id" | "createdAt">>,
): Promise<StaticRegionRow> {
  const [row] = await tx.update(staticRegions).set(values).where(eq(staticRegions.id, id)).returning();
  if (!row) throw new Error("the region update answered no row");
  return row;
}

/** Available IPs of one region now. */
export async function stockOf(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staticIps)
    .where(sql`${staticIps.regionId} = ${id} and ${staticIps.status} = 'available'`);
  return row?.n ?? 0;
}
