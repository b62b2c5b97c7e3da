/** Stable machine-readable error codes. Clients branch on these, never on messages. */
export const ErrorCode = {
  ValidationFailed: "validation_failed",
  Unauthorized: "unauthorized",
  Forbidden: "forbidden",
  NotFound: "not_found",
  Conflict: "conflict",
  BusinessRule: "business_rule",
  RateLimited: "rate_limited",
  Internal: "internal_error",
  ServiceUnavailable: "service_unavailable",
  // Accounts (spec 01 §5, §8)
  InvalidCredentials: "invalid_credentials",
  EmailExists: "email_exists",
  CodeInvalid: "code_invalid",
  CodeResendTooSoon: "code_resend_too_soon",
  CaptchaFailed: "captcha_failed",
  ResetTokenInvalid: "reset_token_invalid",
  LoginLocked: "login_locked",
  ResetLocked: "reset_locked",
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
