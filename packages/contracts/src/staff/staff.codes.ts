import { defineErrorCodes } from "../error-codes.ts";

/**
 * What a console role may grant (ADR 420): `resource:action`, listed once. A console endpoint's
 * rule names one, and the console's navigation reads the same strings from `GET /api/console/me`.
 */
export const STAFF_PERMISSIONS = [
  "catalogue:read",
  "catalogue:write",
  "inventory:read",
  "inventory:import",
  "customers:read",
  "customers:write",
  "wallet:adjust",
  "wallet:approve",
  "credit:write",
  "orders:read",
  "orders:refund",
  "orders:close",
  "coupons:read",
  "coupons:write",
  "content:read",
  "content:write",
  "audit:read",
  "audit:export",
  "staff:read",
  "staff:manage",
  "impersonate:read",
  "impersonate:write",
] as const;
export type GrantablePermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * What a staff session holds by its state, never granted by a role (like a customer's `session`
 * scope): `session:end` any live session (logout); `session:enrol` and `session:verify` a session
 * past the password that still owes its second factor (enrolment for a member without TOTP, a
 * code otherwise) — and nothing else; `session:active` a session past the second factor (me, reauth).
 */
export const STAFF_SESSION_PERMISSIONS = ["session:end", "session:enrol", "session:verify", "session:active"] as const;
export type StaffSessionPermission = (typeof STAFF_SESSION_PERMISSIONS)[number];

/** The built-in roles: not editable, and the only ones the command line can invite to. */
export const BUILTIN_ROLES = ["owner", "finance", "support", "catalogue", "content", "auditor"] as const;
export type BuiltinRole = (typeof BUILTIN_ROLES)[number];

const reads = STAFF_PERMISSIONS.filter((permission) => permission.endsWith(":read"));

/** Each built-in role's permissions (ADR 420). */
export const BUILTIN_ROLE_PERMISSIONS: Readonly<Record<BuiltinRole, readonly GrantablePermission[]>> = {
  owner: STAFF_PERMISSIONS,
  finance: [
    "orders:read",
    "orders:refund",
    "orders:close",
    "wallet:adjust",
    "wallet:approve",
    "credit:write",
    "coupons:read",
    "customers:read",
  ],
  support: ["customers:read", "customers:write", "orders:read", "orders:close", "impersonate:read"],
  catalogue: ["catalogue:read", "catalogue:write", "inventory:read", "inventory:import"],
  content: ["content:read", "content:write"],
  auditor: [...reads, "audit:export"],
};

/** The staff session's cookie (HttpOnly, SameSite=Strict; Secure outside plain-HTTP development). */
export const STAFF_COOKIE = "portico_staff";
/** Every console mutation carries this header (value `1`): a cross-site form cannot send it. */
export const CONSOLE_HEADER = "x-portico-console";
/** An invitation link works once, for this long. */
export const STAFF_INVITATION_HOURS = 72;
/** A reauthentication code keeps money and staff actions open for this long. */
export const STAFF_REAUTH_MINUTES = 5;
/** Recovery codes issued at enrolment, each usable once. */
export const STAFF_RECOVERY_CODE_COUNT = 10;
/** A console password: plain text over TLS, hashed with argon2id by the server. */
export const STAFF_PASSWORD_RULES = { minLength: 12, maxLength: 128 } as const;
/** A TOTP code: six digits. A recovery code: ten letters or digits, optionally split by a dash. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/i;
/** An invitation token: 32 random bytes, base64url. */
export const STAFF_INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The console's own failures (ADR 420). */
export const StaffError = defineErrorCodes({
  staff_invalid_credentials: 422,
  staff_login_locked: 429,
  staff_code_invalid: 422,
  staff_code_locked: 429,
  staff_invitation_invalid: 422,
  staff_reauth_required: 403,
  staff_console_header_required: 403,
  staff_grant_exceeds_own: 403,
  staff_last_owner: 409,
  staff_member_exists: 409,
  staff_member_not_found: 404,
  staff_role_not_found: 404,
  staff_role_builtin: 409,
  staff_role_name_taken: 409,
});
