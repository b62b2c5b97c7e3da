import { defineErrorCodes } from "../error-codes.ts";

/** What the console's coupon screens accept (issue #25, item 5). Money in dollars with 2 decimals. */
export const COUPON_LIMITS = {
  /** A batch generates at most this many codes, in one transaction. */
  maxBatch: 1_000,
  /** Letters and digits drawn for each generated code (5 bits each: 60 bits, not guessable). */
  randomLength: 12,
  maxPrefixLength: 12,
  maxFixedDollars: 100_000,
  maxUses: 1_000_000,
  /** Plans and regions a coupon may be limited to, each list. */
  maxProducts: 200,
} as const;

/** A code as typed by an operator: letters, digits, dash or underscore; stored upper-case. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
/** A batch's prefix: letters, digits and dashes, possibly empty. */
export const COUPON_PREFIX_PATTERN = /^[A-Za-z0-9-]{0,12}$/;

/** The console's coupon failures. */
export const CouponConsoleError = defineErrorCodes({
  coupon_not_found: 404,
  coupon_code_taken: 409,
  /** A coupon already used keeps its discount (kind, value, minimum). */
  coupon_discount_locked: 409,
  /** The window ends before it starts. */
  coupon_window_invalid: 422,
  /** A total limit below the uses already taken. */
  coupon_limit_below_uses: 422,
  /** A plan or region it is limited to that the catalogue does not have. */
  coupon_product_unknown: 422,
});
