import { defineErrorCodes } from "../error-codes.ts";

/** Error codes of the balance checkout (spec 01 §8 Checkout, spec 02 §8). */
export const CheckoutError = defineErrorCodes({
  coupon_required: 400,
  coupon_invalid: 422,
  balance_insufficient: 422,
});
