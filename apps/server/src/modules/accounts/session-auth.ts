import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/app-error.ts";
import { findLiveSession, findUserById, touchSession } from "./accounts.repository.ts";
import { hashSecret } from "./secret-token.ts";

export type AuthSession = { sessionId: number; user: UserRow };

declare module "fastify" {
  interface FastifyRequest {
    /** The session of the `token` header, when it is live. */
    auth: AuthSession | null;
  }
}

/** Activity is written at most once a minute per session, not on every call. */
const TOUCH_AFTER_MS = 60_000;

/**
 * Resolves the `token` header on every API call. A token that is not live (unknown, revoked,
 * idle too long or past its absolute end) answers 401, so the client signs out (spec 02 §4) —
 * except on the calls that exist to get a new session, where a stale token is simply ignored.
 */
async function sessionAuth(app: FastifyInstance, options: { db: Db; idleMs: number; publicPaths: readonly string[] }) {
  const publicPaths = new Set(options.publicPaths);
  app.decorateRequest("auth", null);
  app.addHook("preHandler", async (request: FastifyRequest) => {
    const path = request.url.split("?")[0] ?? "";
    if (!path.startsWith("/api/")) return;
    const header = request.headers.token;
    const token = typeof header === "string" ? header : undefined;
    if (!token) return;
    const session = await findLiveSession(options.db, hashSecret(token), new Date(Date.now() - options.idleMs));
    const user = session ? await findUserById(options.db, session.userId) : undefined;
    if (!session || !user) {
      if (publicPaths.has(path)) return;
      throw new AppError("unauthorized", { messageKey: "session_expired" });
    }
    if (Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) await touchSession(options.db, session.id);
    request.auth = { sessionId: session.id, user };
  });
}

export default fp(sessionAuth, { name: "session-auth" });

/** For routes that need a login: the session, or 401. */
export function requireAuth(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new AppError("unauthorized");
  return request.auth;
}
