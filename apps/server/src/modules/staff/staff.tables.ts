import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The console's staff (ADR 420): accounts of their own, never customers. Emails are stored
 * lower-cased. The TOTP secret is sealed (AES-256-GCM, totp-secret.ts); it is set at the first
 * sign-in and counts only once `totp_enrolled_at` is set. `totp_last_step` is the last step a
 * code was accepted for: no step is accepted twice.
 */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** argon2id (PHC string) of the password, with the customers' parameters. */
    passwordHash: text("password_hash").notNull(),
    displayName: text("display_name").notNull(),
    active: boolean("active").notNull().default(true),
    totpSecret: text("totp_secret"),
    totpEnrolledAt: timestamp("totp_enrolled_at", { withTimezone: true }),
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("staff_members_email_key").on(table.email)],
);
export type StaffMemberRow = typeof staffMembers.$inferSelect;

/**
 * Roles: the built-in ones (written at start from the contract's list, not editable) and custom
 * ones. `permissions` holds the contract's `resource:action` strings.
 */
export const staffRoles = pgTable(
  "staff_roles",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    builtin: boolean("builtin").notNull().default(false),
    permissions: text("permissions").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("staff_roles_name_key").on(table.name)],
);
export type StaffRoleRow = typeof staffRoles.$inferSelect;

/** A member's roles; their permissions are the union of these roles'. */
export const staffMemberRoles = pgTable(
  "staff_member_roles",
  {
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => staffRoles.id),
  },
  (table) => [
    primaryKey({ columns: [table.staffId, table.roleId] }),
    index("staff_member_roles_role_idx").on(table.roleId),
  ],
);

/** Invitations: single use, 72 hours; only the SHA-256 of the link's token is stored. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    roleId: integer("role_id")
      .notNull()
      .references(() => staffRoles.id),
    /** Null when the command line invited (the first owner). */
    invitedBy: uuid("invited_by").references(() => staffMembers.id),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("staff_invitations_token_hash_key").on(table.tokenHash)],
);

/** Recovery codes issued at enrolment: SHA-256 only, each used once. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("staff_recovery_codes_key").on(table.staffId, table.codeHash)],
);

/**
 * Console sessions (the `portico_staff` cookie): only the SHA-256 of the token is stored. A
 * session reaches the console only once `second_factor_at` is set; `reauth_at` is the last code
 * entered; five wrong codes lock its second step until `code_locked_until`.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serial("id").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** Absolute end (12 hours), whatever its activity. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    reauthAt: timestamp("reauth_at", { withTimezone: true }),
    codeFailures: smallint("code_failures").notNull().default(0),
    codeLockedUntil: timestamp("code_locked_until", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (table) => [
    uniqueIndex("staff_sessions_token_hash_key").on(table.tokenHash),
    index("staff_sessions_staff_idx").on(table.staffId),
  ],
);
export type StaffSessionRow = typeof staffSessions.$inferSelect;
