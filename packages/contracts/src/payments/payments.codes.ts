import { defineErrorCodes } from "../error-codes.ts";

/** Error codes of provider payments and top-ups. */
export const PaymentError = defineErrorCodes({
  pay_type_unavailable: 422,
  deposit_invalid: 400,
  webhook_rejected: 400,
  provider_failed: 502,
  refund_refused: 502,
  refund_outcome_unknown: 504,
  refund_request_conflict: 409,
  refund_unavailable: 422,
});

/** A refund's request id (its idempotency key): 6–64 letters, digits, - or _. */
export const REFUND_REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

/** The smallest top-up, in dollars (spec 02 §5: whole dollars from 1). */
export const MIN_RECHARGE_DOLLARS = 1;
