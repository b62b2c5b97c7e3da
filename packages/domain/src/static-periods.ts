/** Billing periods of the static ISP line (spec 01 §2, §9). */

export const PAID_STATIC_PERIODS = ["weekly", "fortnightly", "monthly", "bimonthly", "quarterly"] as const;
export const STATIC_PERIODS = ["test", ...PAID_STATIC_PERIODS] as const;

export type PaidStaticPeriod = (typeof PAID_STATIC_PERIODS)[number];
export type StaticPeriod = (typeof STATIC_PERIODS)[number];

/** The cart starts on the weekly tab (spec 01 §3: staticPackageType default weekly). */
export const DEFAULT_STATIC_PERIOD: StaticPeriod = "weekly";
/** Where an unknown period lands (spec 01 §4: an invalid package type falls back to monthly). */
export const FALLBACK_STATIC_PERIOD: StaticPeriod = "monthly";
/** Test IPs are free and expire after 24 hours. */
export const TEST_IP_HOURS = 24;

export function isStaticPeriod(value: unknown): value is StaticPeriod {
  return typeof value === "string" && (STATIC_PERIODS as readonly string[]).includes(value);
}

/**
 * The period to use for a stored or requested value. The test period is only valid while the
 * customer may take test IPs; anything else unknown becomes monthly.
 */
export function normalizeStaticPeriod(value: unknown, options: { testAllowed: boolean }): StaticPeriod {
  if (!isStaticPeriod(value)) return FALLBACK_STATIC_PERIOD;
  if (value === "test" && !options.testAllowed) return FALLBACK_STATIC_PERIOD;
  return value;
}

/** Prices of one region per paid period, in integer cents. */
export type StaticPriceCents = Record<PaidStaticPeriod, number>;

/** Price of one IP for the period, in cents; test IPs are free. */
export function periodPriceCents(prices: StaticPriceCents, period: StaticPeriod): number {
  return period === "test" ? 0 : prices[period];
}

/** The test tab shows only for a logged-in customer with show_test_ip set and test IPs left. */
export function canUseTestPeriod(
  authorities: { show_test_ip: number; left_test_ips: number } | null | undefined,
  loggedIn: boolean,
): boolean {
  return loggedIn && authorities != null && authorities.show_test_ip === 1 && authorities.left_test_ips > 0;
}
