import { countryStock } from "@portico/domain";

/** The countries whose live stock the home page shows (spec 01 §2). */
export const HOME_COVERAGE = ["USA", "GBR", "IDN", "CAN", "FRA", "HKG", "IND", "KOR"] as const;
export type CoverageCode = (typeof HOME_COVERAGE)[number];

export type CoverageStock = { code: CoverageCode; stock: number }[];

/** Live stock per coverage country: the country region plus its state and city regions. */
export function coverageStock(regions: readonly { country_code: string; stock: number }[]): CoverageStock {
  return HOME_COVERAGE.map((code) => ({ code, stock: countryStock(regions, code) }));
}
