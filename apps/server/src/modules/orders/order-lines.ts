import type { Db } from "../../db/client.ts";
import { regionNamesOf } from "../static-inventory/static-inventory.service.ts";
import { itemsOf } from "./orders.repository.ts";
import type { OrderItemRow } from "./orders.tables.ts";

export type OrderItemWithRegion = OrderItemRow & { regionNameEn: string; regionNameZh: string };

/**
 * The lines of the named orders with their region's names, for showing them: the lines are the
 * orders module's, the names the static inventory's (ADR 410), so a page that shows static lines
 * reads them in two statements. Orders without lines (residential, top-ups) cost only the first.
 */
export async function linesOf(db: Db, orderIds: readonly number[]): Promise<OrderItemWithRegion[]> {
  const items = await itemsOf(db, orderIds);
  if (items.length === 0) return [];
  const names = await regionNamesOf(db, [...new Set(items.map((item) => item.regionId))]);
  return items.map((item) => {
    const name = names.get(item.regionId);
    return { ...item, regionNameEn: name?.en ?? "", regionNameZh: name?.zh ?? "" };
  });
}
