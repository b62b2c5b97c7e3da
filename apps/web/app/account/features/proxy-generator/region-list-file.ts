import type { ProxyCountry, ProxyState } from "@portico/contracts";
import { buildGatewayUsername } from "@portico/domain";

/** The region-list download's header row (labels in the page's language). */
export type RegionListLabels = {
  region: string;
  countryCode: string;
  country: string;
  state: string;
  stateName: string;
  usernamePart: string;
};

/** Quotes a CSV field when it holds a comma, a quote or a line break (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The region list as CSV: a row per country, then a row per state of it, each with the part a
 * username takes to target it (`region-us`, `region-us-st-texas`, ADR 413). A byte-order mark
 * first, so spreadsheet programs read the Chinese names as UTF-8.
 */
export function regionListCsv(
  countries: readonly ProxyCountry[],
  states: readonly ProxyState[],
  labels: RegionListLabels,
  regionName: (region: ProxyCountry["region"]) => string,
): string {
  const statesOf = new Map<string, ProxyState[]>();
  for (const state of states) statesOf.set(state.country_code, [...(statesOf.get(state.country_code) ?? []), state]);
  const rows: string[][] = [
    [labels.region, labels.countryCode, labels.country, labels.state, labels.stateName, labels.usernamePart],
  ];
  for (const country of countries) {
    const code = country.country_code;
    const part = (state?: string) => buildGatewayUsername({ name: "x", country: code, state }).slice("user-x-".length);
    const region = regionName(country.region);
    rows.push([region, code, country.country_name, "", "", part()]);
    for (const state of statesOf.get(code) ?? []) {
      rows.push([region, code, country.country_name, state.state, state.state_name, part(state.state)]);
    }
  }
  return `\uFEFF${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
