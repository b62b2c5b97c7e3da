/** Continents the static regions are grouped under; labels live in the web locales. */
export const CONTINENTS = ["north_america", "south_america", "europe", "asia", "oceania", "africa"] as const;
export type Continent = (typeof CONTINENTS)[number];
