import type { Db } from "../../db/client.ts";
import { listActiveResidentialPackages } from "./catalogue.repository.ts";
import type { ResidentialPlan } from "./catalogue.types.ts";

/**
 * Every active residential plan, heaviest weight first. The five-card limit is the panel's
 * rule (domain `selectPlanCards`), not the API's: the full list also feeds plan lookups.
 */
export async function residentialCatalogue(db: Db): Promise<ResidentialPlan[]> {
  return listActiveResidentialPackages(db);
}

/** How many free test IPs a new account is given: the console's setting, else the configured default. */
export { testIpsForNewAccount } from "./test-ip-settings.service.ts";
