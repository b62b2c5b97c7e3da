/**
 * Stable machine-readable error codes and the HTTP status each answers with. Clients branch on
 * the code, never on the message. Every module declares its own codes beside its endpoints
 * (`<module>/<module>.codes.ts`); this file holds only the codes any endpoint may answer and the
 * helper that defines them. Zod-free, so browser code can import it through `@portico/contracts/codes`.
 */
export type ErrorCodeDefinition<Code extends string = string> = { readonly code: Code; readonly status: number };

/** `{ email_exists: 409 }` becomes `{ email_exists: { code: "email_exists", status: 409 } }`. */
export function defineErrorCodes<const Statuses extends Record<string, number>>(
  statuses: Statuses,
): { readonly [Code in keyof Statuses & string]: { readonly code: Code; readonly status: Statuses[Code] } } {
  return Object.fromEntries(Object.entries(statuses).map(([code, status]) => [code, { code, status }])) as never;
}

/** Codes any endpoint may answer; the endpoint definitions list only what they add to these. */
export const CommonError = defineErrorCodes({
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  business_rule: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
});
