import type { ErrorCode } from "@portico/contracts";
import { defaultMessageKey, type MessageKey } from "./messages.ts";

const statusOf: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  business_rule: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  invalid_credentials: 422,
  email_exists: 409,
  code_invalid: 422,
  code_resend_too_soon: 429,
  captcha_failed: 422,
  reset_token_invalid: 422,
  login_locked: 429,
  reset_locked: 429,
};

export type AppErrorOptions = {
  /** Which catalogue message to show; defaults to the code's generic message. */
  messageKey?: MessageKey;
  params?: Record<string, string>;
  cause?: unknown;
};

/**
 * The one error services throw. The code is stable for clients; the HTTP status follows from it,
 * and the errors plugin turns it into the localised failure envelope.
 */
export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly messageKey: MessageKey;
  readonly params: Record<string, string>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.messageKey ?? code, { cause: options.cause });
    this.code = code;
    this.statusCode = statusOf[code];
    this.messageKey = options.messageKey ?? defaultMessageKey[code];
    this.params = options.params ?? {};
  }
}
