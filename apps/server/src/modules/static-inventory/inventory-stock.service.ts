import { INVENTORY_LOW_STOCK_BELOW, type InventoryStockRow } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { stockByRegion } from "./inventory-stock.repository.ts";

/** Stock per static region for the console: names in the reader's language, low stock flagged. */
export async function inventoryStock(db: Db, language: UiLanguage): Promise<InventoryStockRow[]> {
  const zh = language === "zh-CN";
  const rows = await stockByRegion(db);
  return rows.map((row) => ({
    region_id: row.id,
    country_code: row.country_code,
    name: [
      zh ? row.country_name_zh : row.country_name_en,
      zh ? row.state_name_zh : row.state_name_en,
      zh ? row.city_name_zh : row.city_name_en,
    ]
      .filter((part): part is string => Boolean(part))
      .join(" · "),
    isp: row.isp,
    active: row.active,
    available: row.available,
    reserved: row.reserved,
    sold: row.sold,
    test: row.test,
    disabled: row.disabled,
    // A region off sale sells nothing: its stock is not "low".
    low: row.active && row.available < INVENTORY_LOW_STOCK_BELOW,
  }));
}
