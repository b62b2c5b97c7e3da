import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { gatewayHosts, proxyCountries, proxyStates } from "./proxy-network.tables.ts";

/** Active countries, of one continent or all, in the operator's order (names are sorted by the caller). */
export async function findActiveCountries(db: Db, continent?: string) {
  return db
    .select({
      countryCode: proxyCountries.countryCode,
      nameEn: proxyCountries.nameEn,
      nameZh: proxyCountries.nameZh,
      continent: proxyCountries.continent,
      sortOrder: proxyCountries.sortOrder,
    })
    .from(proxyCountries)
    .where(
      and(
        eq(proxyCountries.active, true),
        continent === undefined ? undefined : eq(proxyCountries.continent, continent),
      ),
    )
    .orderBy(asc(proxyCountries.sortOrder), asc(proxyCountries.countryCode));
}

/** Active states of active countries, of one country or all. */
export async function findActiveStates(db: Db, countryCode?: string) {
  return db
    .select({
      countryCode: proxyStates.countryCode,
      state: proxyStates.state,
      nameEn: proxyStates.nameEn,
      nameZh: proxyStates.nameZh,
      countrySortOrder: proxyCountries.sortOrder,
    })
    .from(proxyStates)
    .innerJoin(proxyCountries, eq(proxyCountries.countryCode, proxyStates.countryCode))
    .where(
      and(
        eq(proxyStates.active, true),
        eq(proxyCountries.active, true),
        countryCode === undefined ? undefined : eq(proxyStates.countryCode, countryCode),
      ),
    )
    .orderBy(asc(proxyCountries.sortOrder), asc(proxyStates.countryCode), asc(proxyStates.state));
}

/** The active gateway hosts, oldest first. */
export async function findActiveGatewayHosts(db: Db) {
  return db
    .select({
      id: gatewayHosts.id,
      address: gatewayHosts.address,
      port: gatewayHosts.port,
      weight: gatewayHosts.weight,
    })
    .from(gatewayHosts)
    .where(eq(gatewayHosts.active, true))
    .orderBy(asc(gatewayHosts.id));
}
