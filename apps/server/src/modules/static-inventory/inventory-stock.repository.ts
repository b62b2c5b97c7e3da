import { asc, count, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { staticIps, staticRegions } from "./static-inventory.tables.ts";

export type RegionRow = Pick<
  typeof staticRegions.$inferSelect,
  | "id"
  | "countryCode"
  | "countryNameEn"
  | "countryNameZh"
  | "stateNameEn"
  | "stateNameZh"
  | "cityNameEn"
  | "cityNameZh"
  | "isp"
  | "active"
>;

/** Every region, by code. */
export async function allRegions(db: Db): Promise<RegionRow[]> {
  return db
    .select({
      id: staticRegions.id,
      countryCode: staticRegions.countryCode,
      countryNameEn: staticRegions.countryNameEn,
      countryNameZh: staticRegions.countryNameZh,
      stateNameEn: staticRegions.stateNameEn,
      stateNameZh: staticRegions.stateNameZh,
      cityNameEn: staticRegions.cityNameEn,
      cityNameZh: staticRegions.cityNameZh,
      isp: staticRegions.isp,
      active: staticRegions.active,
    })
    .from(staticRegions)
    .orderBy(asc(staticRegions.countryCode), asc(staticRegions.id));
}

/**
 * The inventory counted in one pass by region, state and — for assigned IPs — the order that gave
 * them (the caller tells test orders from paid ones through the orders module).
 */
export async function ipCounts(
  db: Db,
): Promise<{ regionId: number; status: string; orderId: number | null; ips: number }[]> {
  return db
    .select({
      regionId: staticIps.regionId,
      status: staticIps.status,
      orderId: sql<number | null>`case when ${staticIps.status} = 'assigned' then ${staticIps.orderId} end`,
      ips: count(),
    })
    .from(staticIps)
    .groupBy(staticIps.regionId, staticIps.status, sql`3`);
}
