import type { Continent, ProxyCountry, ProxyDomain, ProxyState } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { findActiveCountries, findActiveGatewayHosts, findActiveStates } from "./proxy-network.repository.ts";

/**
 * The proxy generator's lists (spec 02 §7), read from the tables the operator keeps: countries
 * and states in the caller's language, and the gateway's entry hosts.
 */

const collatorOf = (language: UiLanguage) => new Intl.Collator(language === "zh-CN" ? "zh-CN" : "en");
const nameIn = (language: UiLanguage, row: { nameEn: string; nameZh: string }) =>
  language === "zh-CN" ? row.nameZh : row.nameEn;

/** Countries by the operator's sort order, then by name in the caller's language. */
export async function poolCountries(db: Db, language: UiLanguage, continent?: Continent): Promise<ProxyCountry[]> {
  const collator = collatorOf(language);
  const rows = await findActiveCountries(db, continent);
  return rows
    .map((row) => ({ row, name: nameIn(language, row) }))
    .sort((a, b) => a.row.sortOrder - b.row.sortOrder || collator.compare(a.name, b.name))
    .map(({ row, name }) => ({
      country_code: row.countryCode,
      country_name: name,
      region: row.continent as Continent,
    }));
}

/** States grouped by country (in the countries' order), each country's by name in the caller's language. */
export async function poolStates(db: Db, language: UiLanguage, countryCode?: string): Promise<ProxyState[]> {
  const collator = collatorOf(language);
  const rows = await findActiveStates(db, countryCode);
  return rows
    .map((row) => ({ row, name: nameIn(language, row) }))
    .sort(
      (a, b) =>
        a.row.countrySortOrder - b.row.countrySortOrder ||
        a.row.countryCode.localeCompare(b.row.countryCode) ||
        collator.compare(a.name, b.name),
    )
    .map(({ row, name }) => ({ country_code: row.countryCode, state: row.state, state_name: name }));
}

/** The active entry hosts; the generator draws one by weight when the customer picks none. */
export async function gatewayHostList(db: Db): Promise<ProxyDomain[]> {
  return findActiveGatewayHosts(db);
}
