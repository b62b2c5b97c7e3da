import { defineErrorCodes } from "../error-codes.ts";

/**
 * Why staff adjust a wallet (ADR 425): a fixed list, so the audit and the ledger can be read by
 * reason. The console names each in both languages.
 */
export const WALLET_ADJUSTMENT_REASONS = [
  "goodwill",
  "service_outage",
  "billing_error",
  "manual_payment",
  "chargeback",
  "other",
] as const;
export type WalletAdjustmentReason = (typeof WALLET_ADJUSTMENT_REASONS)[number];

/** One adjustment moves at most $10,000 either way; more is not a console correction. */
export const WALLET_ADJUSTMENT_MAX_CENTS = 1_000_000;
/** A customer page's lists show this many of their newest rows. */
export const CUSTOMER_PAGE_ROWS = 20;
/** The customer search answers pages of this size. */
export const CUSTOMER_SEARCH_PAGE = 25;

/** The console's customer screens' own failures (ADR 425). */
export const ConsoleCustomerError = defineErrorCodes({
  customer_not_found: 404,
  customer_list_cursor_invalid: 400,
  wallet_adjustment_not_found: 404,
  wallet_adjustment_decided: 409,
  wallet_adjustment_own_request: 403,
  wallet_adjustment_key_reused: 409,
  wallet_adjustment_below_zero: 422,
});
