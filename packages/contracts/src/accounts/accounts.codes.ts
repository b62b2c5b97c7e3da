import { defineErrorCodes } from "../error-codes.ts";

/** Error codes of logins, signups and password recovery (spec 01 §5, §8). */
export const AccountError = defineErrorCodes({
  invalid_credentials: 422,
  email_exists: 409,
  code_invalid: 422,
  code_resend_too_soon: 429,
  reset_token_invalid: 422,
  login_locked: 429,
  reset_locked: 429,
  account_disabled: 403,
});

/**
 * What the API accepts as an email address; the forms check with the same pattern, so an address
 * a form lets through is never refused by the server for its shape.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Signup fields, shared by the form's checks and the request schemas. */
export const SIGNUP_RULES = {
  /** The emailed code: six digits. */
  emailCodePattern: /^\d{6}$/,
  nameMaxLength: 60,
  emailMaxLength: 254,
  /** ISO 3166-1 alpha-2, upper case. */
  countryPattern: /^[A-Z]{2}$/,
  /** `from` of /signup?from=ad. */
  sourcePattern: /^[a-z0-9_-]{1,32}$/,
} as const;

/** A password reset token: 32 random bytes, base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Passwords travel as the MD5 hex digest of what the person typed (spec 01 §5). */
export const PASSWORD_DIGEST_PATTERN = /^[a-f0-9]{32}$/;
