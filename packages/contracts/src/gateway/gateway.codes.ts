import { defineErrorCodes } from "../error-codes.ts";

/** The most records one usage batch may carry. */
export const MAX_USAGE_RECORDS = 5000;
/** The most bytes one record may report: 1 TB in an hour is past any one account's line. */
export const MAX_USAGE_RECORD_BYTES = 1_000_000_000_000;

/** A proxy username as the gateway sends it (the residential account's, `u` and 9 characters today). */
export const PROXY_USERNAME_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
/** A usage batch's id, chosen by the gateway and kept for ever: the same id is the same batch. */
export const USAGE_BATCH_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

/** Why the gateway must refuse a residential proxy login. */
export const PROXY_AUTH_REFUSALS = ["unknown", "no_traffic", "expired"] as const;
export type ProxyAuthRefusal = (typeof PROXY_AUTH_REFUSALS)[number];

/** The gateway's own failures (ADR 411). */
export const GatewayError = defineErrorCodes({
  usage_batch_conflict: 409,
  usage_hour_in_future: 422,
  customer_not_found: 404,
  proxy_account_not_found: 404,
});
