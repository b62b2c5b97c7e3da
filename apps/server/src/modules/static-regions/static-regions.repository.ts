import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type StaticRegionRow, staticIps, staticRegions } from "../../db/schema/index.ts";

export type RegionWithStock = StaticRegionRow & { stock: number };

/** Available IPs per region, counted through the partial index `static_ips_available_region_idx`. */
function availableCounts(db: Db) {
  return db
    .select({ regionId: staticIps.regionId, stock: sql<number>`count(*)::int`.as("stock") })
    .from(staticIps)
    .where(eq(staticIps.status, "available"))
    .groupBy(staticIps.regionId)
    .as("available_counts");
}

/** `%text%` for ILIKE with the wildcard characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

async function selectRegions(db: Db, where: SQL | undefined): Promise<RegionWithStock[]> {
  const counts = availableCounts(db);
  const rows = await db
    .select({ region: staticRegions, stock: sql<number>`coalesce(${counts.stock}, 0)::int` })
    .from(staticRegions)
    .leftJoin(counts, eq(counts.regionId, staticRegions.id))
    .where(and(eq(staticRegions.active, true), where))
    .orderBy(desc(staticRegions.weight), asc(staticRegions.id));
  return rows.map(({ region, stock }) => ({ ...region, stock }));
}

/** Active regions with live stock, heaviest first; the keyword matches a code or a name in either language. */
export async function listRegionsWithStock(db: Db, keyword?: string): Promise<RegionWithStock[]> {
  if (!keyword) return selectRegions(db, undefined);
  const pattern = containsPattern(keyword);
  return selectRegions(
    db,
    or(
      ilike(staticRegions.countryCode, pattern),
      ilike(staticRegions.countryNameEn, pattern),
      ilike(staticRegions.countryNameZh, pattern),
      ilike(staticRegions.isp, pattern),
    ),
  );
}

/** The named active regions with live stock (unknown or inactive ids are simply absent). */
export async function regionsWithStockByIds(db: Db, ids: readonly number[]): Promise<RegionWithStock[]> {
  if (ids.length === 0) return [];
  return selectRegions(db, inArray(staticRegions.id, [...ids]));
}
