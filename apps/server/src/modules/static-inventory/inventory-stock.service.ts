import { INVENTORY_LOW_STOCK_BELOW, type InventoryStockRow } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { testOrdersAmong } from "../orders/test-orders.service.ts";
import { allRegions, ipCounts } from "./inventory-stock.repository.ts";

type Counts = Pick<InventoryStockRow, "available" | "reserved" | "sold" | "test" | "disabled">;
const none = (): Counts => ({ available: 0, reserved: 0, sold: 0, test: 0, disabled: 0 });

/**
 * Stock per static region for the console: names in the reader's language, IPs by state, an
 * assigned IP counted as a test IP when its order was for the free test period, low stock flagged.
 */
export async function inventoryStock(db: Db, language: UiLanguage): Promise<InventoryStockRow[]> {
  const zh = language === "zh-CN";
  const [regions, counts] = await Promise.all([allRegions(db), ipCounts(db)]);
  const orderIds = [...new Set(counts.flatMap((row) => (row.orderId === null ? [] : [row.orderId])))];
  const testOrders = await testOrdersAmong(db, orderIds);
  const byRegion = new Map<number, Counts>();
  for (const row of counts) {
    const entry = byRegion.get(row.regionId) ?? none();
    if (row.status === "assigned") {
      if (row.orderId !== null && testOrders.has(row.orderId)) entry.test += row.ips;
      else entry.sold += row.ips;
    } else if (row.status === "available" || row.status === "reserved" || row.status === "disabled")
      entry[row.status] += row.ips;
    byRegion.set(row.regionId, entry);
  }
  return regions.map((region) => {
    const tally = byRegion.get(region.id) ?? none();
    return {
      region_id: region.id,
      country_code: region.countryCode,
      name: [
        zh ? region.countryNameZh : region.countryNameEn,
        zh ? region.stateNameZh : region.stateNameEn,
        zh ? region.cityNameZh : region.cityNameEn,
      ]
        // A city named as its state ("Frankfurt · Frankfurt") is named once.
        .filter((part, index, parts): part is string => Boolean(part) && part !== parts[index - 1])
        .join(" · "),
      isp: region.isp,
      active: region.active,
      ...tally,
      // A region off sale sells nothing: its stock is not "low".
      low: region.active && tally.available < INVENTORY_LOW_STOCK_BELOW,
    };
  });
}
