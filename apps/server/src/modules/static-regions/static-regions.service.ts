import type { Db } from "../../db/client.ts";
import { regionsWithStock as inventoryRegions } from "../static-inventory/static-inventory.service.ts";
import type { RegionWithStock } from "../static-inventory/static-inventory.types.ts";

export type { RegionWithStock };

/**
 * Active regions with live stock (the count of available IPs), heaviest first, for the public
 * region list; the keyword matches a code or a name in either language. The regions and their IPs
 * are the static inventory's (ADR 410): this module only serves them.
 */
export async function regionsWithStock(db: Db, keyword?: string): Promise<RegionWithStock[]> {
  return inventoryRegions(db, keyword);
}
