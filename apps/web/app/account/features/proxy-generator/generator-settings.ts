import type { Continent, ProxyCountry } from "@portico/contracts";
import {
  clampProxyQuantity,
  clampStickyMinutes,
  DEFAULT_PROXY_FORMAT,
  PROXY_QUANTITY_DEFAULT,
  type ProxyFormat,
  type ProxyRotation,
  STICKY_MINUTES_DEFAULT,
} from "@portico/domain";

/**
 * The generator form's choices (spec 02 §2). Region narrows the countries; "any country" exists
 * only under all regions, since a username has no continent part (ADR 413); a country change
 * clears the state. Number fields keep what was typed (digits only); they are clamped when a
 * batch is generated.
 */
export type GeneratorSettings = {
  region: Continent | "";
  country: string;
  state: string;
  rotation: ProxyRotation;
  minutes: string;
  quantity: string;
  /** A gateway host's id, or "" for one by weight per line. */
  hostId: string;
  format: ProxyFormat;
};

export const INITIAL_SETTINGS: GeneratorSettings = {
  region: "",
  country: "",
  state: "",
  rotation: "staticip",
  minutes: String(STICKY_MINUTES_DEFAULT),
  quantity: String(PROXY_QUANTITY_DEFAULT),
  hostId: "",
  format: DEFAULT_PROXY_FORMAT,
};

/** The countries the country field offers under a region. */
export function countriesIn(countries: readonly ProxyCountry[], region: Continent | ""): ProxyCountry[] {
  return region === "" ? [...countries] : countries.filter((country) => country.region === region);
}

/** A region pick: all regions keep "any country"; a region selects its first country. */
export function withRegion(
  settings: GeneratorSettings,
  region: Continent | "",
  countries: readonly ProxyCountry[],
): GeneratorSettings {
  const country = region === "" ? "" : (countriesIn(countries, region)[0]?.country_code ?? "");
  return { ...settings, region, country, state: "" };
}

export function withCountry(settings: GeneratorSettings, country: string): GeneratorSettings {
  return { ...settings, country, state: "" };
}

/** The number fields as they are used: clamped, and shown that way after a Generate. */
export function normalisedSettings(settings: GeneratorSettings): GeneratorSettings {
  return {
    ...settings,
    minutes: String(clampStickyMinutes(settings.minutes)),
    quantity: String(clampProxyQuantity(settings.quantity)),
  };
}
