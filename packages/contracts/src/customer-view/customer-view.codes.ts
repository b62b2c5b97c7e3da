import { defineErrorCodes } from "../error-codes.ts";

/**
 * Support's view of a customer's user centre (ADR 431): a session of its own, for this long from
 * its opening, never extended.
 */
export const CUSTOMER_VIEW_MINUTES = 15;

/**
 * A view's token travels in the customer's `token` header, so the user centre calls every
 * endpoint with it unchanged; the prefix tells it apart from a customer's own session token.
 */
export const CUSTOMER_VIEW_TOKEN_PREFIX = "cv_";

/** Where the console hands a view's token to the user centre: a fragment never reaches a server or a log. */
export const CUSTOMER_VIEW_FRAGMENT = "customer-view=";

/** What a view may do: read (`impersonate:read`), or act as the customer (`impersonate:write`, with a reason). */
export const CUSTOMER_VIEW_MODES = ["read", "act"] as const;
export type CustomerViewMode = (typeof CUSTOMER_VIEW_MODES)[number];

/** Acting as a customer is explained in words, at least this long. */
export const CUSTOMER_VIEW_REASON_MIN = 10;

/** The view's own failures (ADR 431). */
export const CustomerViewError = defineErrorCodes({
  customer_view_not_found: 404,
});
