/** The traffic units the user centre shows (spec 02 §2): decimal steps of 1000 from MB. */
export const TRAFFIC_UNITS = ["M", "G", "T"] as const;
export type TrafficUnit = (typeof TRAFFIC_UNITS)[number];

/** Decimal steps, never 1024: the answers carry MB of 1,000,000 bytes (ADR 411). */
export const TRAFFIC_UNIT_STEP = 1000;

/**
 * MB in the unit the spec picks for it: below 1000 in M, then G (value / 1000), then T
 * (value / 1,000,000); nothing below zero. `amount` has the 2 decimals the spec shows.
 */
export function trafficParts(mb: number): { amount: string; unit: TrafficUnit } {
  const value = Number.isFinite(mb) ? Math.max(0, mb) : 0;
  if (value < TRAFFIC_UNIT_STEP) return { amount: value.toFixed(2), unit: "M" };
  if (value < TRAFFIC_UNIT_STEP ** 2) return { amount: (value / TRAFFIC_UNIT_STEP).toFixed(2), unit: "G" };
  return { amount: (value / TRAFFIC_UNIT_STEP ** 2).toFixed(2), unit: "T" };
}

/** MB as the user centre writes it: "999.00 M", "51.20 G", "2.50 T". */
export function formatTraffic(mb: number): string {
  const { amount, unit } = trafficParts(mb);
  return `${amount} ${unit}`;
}

/**
 * One unit for a whole chart axis: the unit of its largest value, so every tick of the axis reads
 * in the same unit (a tick of 800 M beside 1.20 G would not compare at a glance).
 */
export function trafficAxisUnit(largestMb: number): { unit: TrafficUnit; divisor: number } {
  const { unit } = trafficParts(largestMb);
  return { unit, divisor: TRAFFIC_UNIT_STEP ** TRAFFIC_UNITS.indexOf(unit) };
}
