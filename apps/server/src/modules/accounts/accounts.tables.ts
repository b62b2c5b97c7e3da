import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Customer accounts (spec 01 §3 signup form). Emails are stored lower-cased. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** argon2id (PHC string) of the MD5 digest the client sends; never logged. */
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    country: text("country"),
    /** Where the visitor came from: `ad` for /signup?from=ad. */
    signupSource: text("signup_source"),
    /** The interface language, for mail: set at signup, updated by POST /api/index/lang. */
    language: text("language").$type<"en" | "zh-CN">().notNull().default("en"),
    /** Free test IPs still available (authorities `left_test_ips`). */
    testIpsLeft: integer("test_ips_left").notNull().default(0),
    /**
     * The privacy policy and terms this customer last accepted (the agreement box of signup and
     * login names both): the version is the newest "last updated" time of the two legal
     * documents then, from the legal module (`agreementVersion`), and the time is when they
     * accepted. Null for accounts that never accepted on record; login asks again whenever this
     * is not the current version (ADR 101).
     */
    termsVersion: text("terms_version"),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    /** Set by the console (ADR 425): a disabled customer cannot sign in, and their sessions and API keys stop working. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_key").on(table.email),
    // The console's customer list: newest first, and an email prefix as a range in byte order.
    index("users_created_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("users_email_bytes_idx").on(sql`(${table.email} collate "C")`, table.id),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** Login sessions: only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session, whatever its activity. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("sessions_token_hash_key").on(table.tokenHash), index("sessions_user_idx").on(table.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;

/** Emailed 6-digit codes: 10-minute life, 5 wrong tries, used once by signup. */
export const emailCodes = pgTable(
  "email_codes",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    purpose: text("purpose").$type<"register">().notNull(),
    codeHash: text("code_hash").notNull(),
    wrongTries: smallint("wrong_tries").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("email_codes_lookup_idx").on(table.email, table.purpose, table.createdAt.desc().nullsFirst())],
);
export type EmailCodeRow = typeof emailCodes.$inferSelect;

/** Password reset links: single use, 30 minutes, only the SHA-256 of the token is stored. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("password_resets_token_hash_key").on(table.tokenHash)],
);

/**
 * Throttling events shared by every app instance: failed logins and reset requests (and the
 * console's password and code attempts, ADR 420), keyed per
 * account (`email:…`) and per client address (`ip:…`). Counted over a sliding window.
 */
export const authAttempts = pgTable(
  "auth_attempts",
  {
    id: serial("id").primaryKey(),
    kind: text("kind")
      .$type<"login_failure" | "reset_request" | "staff_login_failure" | "staff_code_failure">()
      .notNull(),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_attempts_window_idx").on(table.kind, table.subject, table.createdAt)],
);
