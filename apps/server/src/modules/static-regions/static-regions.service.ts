import type { Db } from "../../db/client.ts";
import { listRegionsWithStock, type RegionWithStock, regionsWithStockByIds } from "./static-regions.repository.ts";

export type { RegionWithStock };

/**
 * Active regions with live stock (the count of available IPs), heaviest first; the keyword
 * matches a code or a name in either language. Other modules read regions through here.
 */
export async function regionsWithStock(db: Db, keyword?: string): Promise<RegionWithStock[]> {
  return listRegionsWithStock(db, keyword || undefined);
}

/** The named active regions with live stock; unknown or inactive ids are absent. `db` may be a transaction. */
export async function regionsWithStockOf(db: Db, ids: readonly number[]): Promise<RegionWithStock[]> {
  return regionsWithStockByIds(db, ids);
}
