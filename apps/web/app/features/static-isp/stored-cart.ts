/**
 * The cart as local storage keeps it, under the spec's names (spec 02 §3: `cart` holds
 * staticPackageType, chooseRegionArr, totalInfo {total}, staticCountryInfo), and the reading of
 * whatever is found there: the value may be from an older release, edited by hand or cut short,
 * so each part is checked and a bad part is dropped or replaced, never trusted.
 */
import {
  cartTotalDollars,
  DEFAULT_STATIC_PERIOD,
  normalizeStaticPeriod,
  PAID_STATIC_PERIODS,
  type StaticPeriod,
} from "@portico/domain";
import * as z from "zod/mini";
import type { CartLine } from "./cart-line";

/** What the cart holds, under the names the code uses. */
export type CartContents = {
  period: StaticPeriod;
  lines: CartLine[];
  /** The region page the cart was filled from, so "change plan" can return there. */
  countryCode: string | null;
};

export const EMPTY_CART: CartContents = { period: DEFAULT_STATIC_PERIOD, lines: [], countryCode: null };

const StoredLineSchema = z.object({
  id: z.int().check(z.positive()),
  country_code: z.string(),
  country_name: z.string(),
  isp: z.string(),
  stock: z.int().check(z.nonnegative()),
  prices: z.record(z.enum(PAID_STATIC_PERIODS), z.int().check(z.nonnegative())),
  num: z.int().check(z.positive()),
});

type StoredLine = z.infer<typeof StoredLineSchema>;

/** Each part is read on its own, so one bad part does not cost the others. */
const StoredCartSchema = z.object({
  staticPackageType: z.unknown(),
  chooseRegionArr: z.catch(z.array(z.unknown()), []),
  staticCountryInfo: z.catch(z.object({ country_code: z.nullable(z.string()) }), { country_code: null }),
});

export type StoredCart = {
  staticPackageType: StaticPeriod;
  chooseRegionArr: StoredLine[];
  /** Written for the spec's sake; read back never: the total is derived from the lines. */
  totalInfo: { total: number };
  staticCountryInfo: { country_code: string | null };
};

function readLines(values: readonly unknown[]): CartLine[] {
  const lines = new Map<number, CartLine>();
  for (const value of values) {
    const parsed = StoredLineSchema.safeParse(value);
    // A line without usable prices or quantity is dropped; the first of two for a region wins.
    if (!parsed.success || lines.has(parsed.data.id)) continue;
    const { country_code, country_name, num, ...rest } = parsed.data;
    lines.set(rest.id, { ...rest, countryCode: country_code, name: country_name, quantity: num });
  }
  return [...lines.values()];
}

/** The stored value (anything at all) as cart contents. */
export function readStoredCart(stored: unknown): CartContents {
  const parsed = StoredCartSchema.safeParse(stored);
  if (!parsed.success) return EMPTY_CART;
  const { staticPackageType, chooseRegionArr, staticCountryInfo } = parsed.data;
  return {
    // A stored period that is no longer valid falls back to monthly (spec 01 §4); whether the
    // test period is still allowed is decided once the authorities are known.
    period:
      staticPackageType == null
        ? DEFAULT_STATIC_PERIOD
        : normalizeStaticPeriod(staticPackageType, { testAllowed: true }),
    lines: readLines(chooseRegionArr),
    countryCode: staticCountryInfo.country_code,
  };
}

/** The contents under the spec's names, with the total worked out from the lines. */
export function toStoredCart({ period, lines, countryCode }: CartContents): StoredCart {
  return {
    staticPackageType: period,
    chooseRegionArr: lines.map(({ countryCode: country_code, name: country_name, quantity: num, ...rest }) => ({
      ...rest,
      country_code,
      country_name,
      num,
    })),
    totalInfo: { total: cartTotalDollars(lines, period) },
    staticCountryInfo: { country_code: countryCode },
  };
}
