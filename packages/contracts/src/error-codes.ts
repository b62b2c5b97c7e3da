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
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
