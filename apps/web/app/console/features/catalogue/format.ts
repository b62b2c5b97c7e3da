import { MB_PER_GB } from "@portico/domain";

/** Dollars as the console shows them: `$12.50`. */
export const usd = (dollars: number) => `$${dollars.toFixed(2)}`;

/** MB as GB with up to 3 decimals (1 GB = 1024 MB, as the public panel counts). */
export const mbAsGb = (mb: number) => Math.round((mb / MB_PER_GB) * 1000) / 1000;

/** GB typed in a form -> whole MB. */
export const gbAsMb = (gb: number) => Math.round(gb * MB_PER_GB);

/**
 * A NumberInput's value as a number: Mantine answers a string while the text is not a plain
 * number (empty, "1.", or "1.50" with fixed decimals); an empty field is NaN, which the server refuses.
 */
export const numberOf = (value: string | number) =>
  typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
