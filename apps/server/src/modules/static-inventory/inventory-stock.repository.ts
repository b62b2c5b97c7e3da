import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { orders } from "../orders/orders.tables.ts";
import { staticIps, staticRegions } from "./static-inventory.tables.ts";

export type RegionStockRow = {
  id: number;
  country_code: string;
  country_name_en: string;
  country_name_zh: string;
  state_name_en: string | null;
  state_name_zh: string | null;
  city_name_en: string | null;
  city_name_zh: string | null;
  isp: string;
  active: boolean;
  available: number;
  reserved: number;
  sold: number;
  test: number;
  disabled: number;
};

/**
 * Every region with its IPs counted by state, in one pass over the inventory. An assigned IP is
 * a test IP when the order that gave it was for the free `test` period (a read of the orders'
 * own column: no other module keeps that fact). The console reads this on demand, not per visit.
 */
export async function stockByRegion(db: Db): Promise<RegionStockRow[]> {
  const result = await db.execute(sql`
    select r.id, r.country_code, r.country_name_en, r.country_name_zh, r.state_name_en, r.state_name_zh,
      r.city_name_en, r.city_name_zh, r.isp, r.active,
      count(s.id) filter (where s.status = 'available')::int as available,
      count(s.id) filter (where s.status = 'reserved')::int as reserved,
      count(s.id) filter (where s.status = 'assigned' and o.date_unit is distinct from 'test')::int as sold,
      count(s.id) filter (where s.status = 'assigned' and o.date_unit = 'test')::int as test,
      count(s.id) filter (where s.status = 'disabled')::int as disabled
    from ${staticRegions} r
    left join ${staticIps} s on s.region_id = r.id
    left join ${orders} o on o.id = s.order_id
    group by r.id
    order by r.country_code, r.id`);
  return rowsOf<RegionStockRow>(result);
}
