import { CUSTOMER_SCOPES, CUSTOMER_VIEW_TOKEN_PREFIX, type CustomerScope } from "@portico/contracts";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import type { CredentialResolver } from "../../plugins/auth/credential.ts";
import { accountErrors } from "./accounts.errors.ts";
import { findLiveSession, touchSession } from "./accounts.repository.ts";
import type { UserRow } from "./accounts.tables.ts";
import { hashSecret } from "./secret-token.ts";

/** The header a signed-in browser sends its session token in (spec 02 §4). */
const TOKEN_HEADER = "token";

/** Activity is written at most once a minute per session, not on every call. */
const TOUCH_AFTER_MS = 60_000;

/** A signed-in customer may do everything on their own account. */
const SESSION_SCOPES: ReadonlySet<CustomerScope> = new Set(CUSTOMER_SCOPES);

/**
 * The user a request's session was read with (the same statement: `findLiveSession`), for the
 * accounts module's own endpoints; other modules read the account through customer.service.
 * Reading it again cost /api/member/info a quarter of its rate (bench:compare, issue #23).
 */
const sessionUsers = new WeakMap<FastifyRequest, UserRow>();

/** The signed-in user as read by the session credential, when the request came with a session. */
export function sessionUserOf(request: FastifyRequest): UserRow | undefined {
  return sessionUsers.get(request);
}

/**
 * The customer's session token (`token` header). A token that is not live (unknown, revoked,
 * idle too long or past its absolute end) answers 401 `session_expired`, so the client signs out.
 */
export function sessionCredential(options: { db: Db; idleMs: number }): CredentialResolver {
  return {
    scheme: "session",
    // A staff view's token travels in the same header (ADR 431); its own credential reads it.
    present: (headers) => {
      const token = headers[TOKEN_HEADER];
      return typeof token === "string" && token !== "" && !token.startsWith(CUSTOMER_VIEW_TOKEN_PREFIX);
    },
    resolve: async (request) => {
      const token = request.headers[TOKEN_HEADER] as string;
      const session = await findLiveSession(options.db, hashSecret(token), new Date(Date.now() - options.idleMs));
      if (!session) return null;
      if (Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) await touchSession(options.db, session.id);
      sessionUsers.set(request, session.user);
      return {
        kind: "customer",
        accountId: session.userId,
        actor: { kind: "session", userId: session.userId, sessionId: session.id },
        scopes: SESSION_SCOPES,
      };
    },
    refused: () => accountErrors.sessionExpired(),
  };
}
