import type { Continent } from "@portico/contracts";

/** Display order of the continent panels; a literal so public pages skip the contracts barrel. */
export const CONTINENT_ORDER = [
  "north_america",
  "europe",
  "asia",
  "oceania",
  "south_america",
  "africa",
] as const satisfies readonly Continent[];
