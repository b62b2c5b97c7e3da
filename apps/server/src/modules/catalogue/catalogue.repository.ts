import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type ResidentialPackageRow, residentialPackages } from "./catalogue.tables.ts";

/** Active residential plans in display order; served by residential_packages_catalogue_idx. */
export async function listActiveResidentialPackages(db: Db): Promise<ResidentialPackageRow[]> {
  return db
    .select()
    .from(residentialPackages)
    .where(eq(residentialPackages.active, true))
    .orderBy(desc(residentialPackages.weight), asc(residentialPackages.id));
}
