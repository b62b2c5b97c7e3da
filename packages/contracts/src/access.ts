/**
 * Who may call an endpoint (ADR 408). Every endpoint definition carries exactly one rule; the
 * server enforces it before the handler runs and /api/docs declares it. Zod-free, so the web can
 * import the scope lists (the API keys page) through `@portico/contracts/codes`.
 */

import { type GrantablePermission, STAFF_REAUTH_MINUTES, type StaffSessionPermission } from "./staff/staff.codes.ts";

/**
 * What a customer credential may do. A session holds every scope; an API key holds the read
 * scopes (read-only) or every scope a key can hold (full) — never the session-only ones.
 */
export const CUSTOMER_SCOPES = [
  "account:read",
  "account:write",
  "orders:read",
  "orders:write",
  "wallet:read",
  "wallet:write",
  "proxies:read",
  "proxies:write",
  "invoices:read",
  "keys:manage",
  "session",
] as const;
export type CustomerScope = (typeof CUSTOMER_SCOPES)[number];

/** Held only by a signed-in customer: managing API keys, and ending the session itself. */
export const SESSION_ONLY_SCOPES = ["keys:manage", "session"] as const satisfies readonly CustomerScope[];

/** What an API key may hold. */
export const API_KEY_SCOPES = CUSTOMER_SCOPES.filter(
  (scope) => !(SESSION_ONLY_SCOPES as readonly CustomerScope[]).includes(scope),
) as readonly Exclude<CustomerScope, (typeof SESSION_ONLY_SCOPES)[number]>[];

/** A read-only key's scopes. */
export const READ_ONLY_SCOPES = API_KEY_SCOPES.filter((scope) => scope.endsWith(":read"));

/**
 * A staff permission, `resource:action`: one a role grants (STAFF_PERMISSIONS), or one a staff
 * session holds by its state (STAFF_SESSION_PERMISSIONS: signing in, signed in; ADR 420).
 */
export type StaffPermission = GrantablePermission | StaffSessionPermission;

/** The internal services that call Portico with a service credential. */
export type InternalService = "gateway";

/**
 * - `public`: anyone. `ignored` — the call exists to obtain a session (login, signup…), so a
 *   stale credential is not looked at; `optional` — a live credential is resolved (the page may
 *   differ for a customer), a dead one answers 401 so the client signs out.
 * - `customer`: a customer credential (session or API key) holding the scope.
 * - `staff`: a staff session holding the permission; with `reauth`, one that also entered a TOTP
 *   code within the last STAFF_REAUTH_MINUTES (money and staff changes, ADR 420).
 * - `internal`: the service's credential.
 */
export type AccessRule =
  | { readonly kind: "public"; readonly credential: "ignored" | "optional" }
  | { readonly kind: "customer"; readonly scope: CustomerScope }
  | { readonly kind: "staff"; readonly permission: StaffPermission; readonly reauth?: true }
  | { readonly kind: "internal"; readonly service: InternalService };

/** The rules, written as `access: access.customer("orders:read")` in a definition. */
export const access = {
  public: <const C extends "ignored" | "optional">(credential: C) => ({ kind: "public", credential }) as const,
  customer: <const S extends CustomerScope>(scope: S) => ({ kind: "customer", scope }) as const,
  staff: <const P extends StaffPermission>(permission: P) => ({ kind: "staff", permission }) as const,
  /** A staff endpoint that also needs a fresh reauthentication code (`staff_reauth_required` otherwise). */
  staffReauth: <const P extends GrantablePermission>(permission: P) =>
    ({ kind: "staff", permission, reauth: true }) as const,
  internal: <const S extends InternalService>(service: S) => ({ kind: "internal", service }) as const,
};

/** A rule's one-line description, for /api/docs and error messages. */
export function describeAccess(rule: AccessRule): string {
  switch (rule.kind) {
    case "public":
      return rule.credential === "ignored" ? "Public." : "Public; a customer credential, when sent, must be live.";
    case "customer":
      return `Customer: a session or an API key with the \`${rule.scope}\` scope.`;
    case "staff":
      return rule.reauth
        ? `Staff with the \`${rule.permission}\` permission and a TOTP code entered within the last ${STAFF_REAUTH_MINUTES} minutes.`
        : `Staff with the \`${rule.permission}\` permission.`;
    case "internal":
      return `Internal: the ${rule.service} service's credential.`;
  }
}
