/**
 * Reads whatever local storage holds under `cart`: it may be from an older release, edited by
 * hand or cut short, so each part is checked and a bad part is dropped or replaced, never
 * trusted. Loaded only when a cart is stored, so a first visit does not download the schema.
 */
import { DEFAULT_STATIC_PERIOD, normalizeStaticPeriod, PAID_STATIC_PERIODS } from "@portico/domain";
import * as z from "zod/mini";
import type { CartLine } from "./cart-line";
import { type CartContents, EMPTY_CART, type StoredLine } from "./stored-cart";

// Typed as what toStoredCart writes, so the two cannot drift apart.
const StoredLineSchema: z.ZodMiniType<StoredLine> = z.object({
  id: z.int().check(z.positive()),
  country_code: z.string(),
  country_name: z.string(),
  isp: z.string(),
  stock: z.int().check(z.nonnegative()),
  prices: z.record(z.enum(PAID_STATIC_PERIODS), z.int().check(z.nonnegative())),
  num: z.int().check(z.positive()),
});

/** Each part is read on its own, so one bad part does not cost the others. */
const StoredCartSchema = z.object({
  staticPackageType: z.unknown(),
  chooseRegionArr: z.catch(z.array(z.unknown()), []),
  staticCountryInfo: z.catch(z.object({ country_code: z.nullable(z.string()) }), { country_code: null }),
});

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
