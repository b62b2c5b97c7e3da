/**
 * The cart as local storage keeps it, under the spec's names (spec 02 §3: `cart` holds
 * staticPackageType, chooseRegionArr, totalInfo {total}, staticCountryInfo), and the names the
 * code uses. Reading it back is read-stored-cart.ts.
 */
import { cartTotalDollars, DEFAULT_STATIC_PERIOD, type StaticPeriod } from "@portico/domain";
import type { CartLine } from "./cart-line";

/** What the cart holds, under the names the code uses. */
export type CartContents = {
  period: StaticPeriod;
  lines: CartLine[];
  /** The region page the cart was filled from, so "change plan" can return there. */
  countryCode: string | null;
};

export const EMPTY_CART: CartContents = { period: DEFAULT_STATIC_PERIOD, lines: [], countryCode: null };

export type StoredLine = Omit<CartLine, "countryCode" | "name" | "quantity"> & {
  country_code: string;
  country_name: string;
  num: number;
};

export type StoredCart = {
  staticPackageType: StaticPeriod;
  chooseRegionArr: StoredLine[];
  /** Written for the spec's sake; read back never: the total is derived from the lines. */
  totalInfo: { total: number };
  staticCountryInfo: { country_code: string | null };
};

/** Nothing chosen: no region, the default period, no region page. Such a cart is not stored. */
export function isEmptyStoredCart(cart: StoredCart): boolean {
  return (
    cart.chooseRegionArr.length === 0 &&
    cart.staticPackageType === EMPTY_CART.period &&
    cart.staticCountryInfo.country_code === EMPTY_CART.countryCode
  );
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
