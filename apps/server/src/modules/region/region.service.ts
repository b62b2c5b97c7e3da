import type { Country } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import { COUNTRIES } from "./countries.ts";

const COUNTRY_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((country) => country.code));

export function isKnownCountry(code: string): boolean {
  return COUNTRY_CODES.has(code);
}

/** Countries in the caller's language, sorted by that name. */
export function countryList(language: UiLanguage): Country[] {
  const zh = language === "zh-CN";
  const collator = new Intl.Collator(zh ? "zh-CN" : "en");
  const list = COUNTRIES.map((c) => ({ country_code: c.code, country_name: zh ? c.zh : c.en }));
  return list.sort((a, b) => collator.compare(a.country_name, b.country_name));
}
