import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { accountErrors } from "./accounts.errors.ts";
import { findLiveSession, touchSession } from "./accounts.repository.ts";
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
 * Resolves the `token` header on every endpoint call, by the endpoint's session rule. A token
 * that is not live (unknown, revoked, idle too long or past its absolute end) answers 401, so
 * the client signs out (spec 02 §4) — except on the calls that exist to get a new session
 * (rule `none`), where a stale token is simply ignored. A missing token on an endpoint that
 * requires one is refused by the endpoint registration itself.
 */
async function sessionAuth(app: FastifyInstance, options: { db: Db; idleMs: number }) {
  app.decorateRequest("auth", null);
  const resolveSession = async (request: FastifyRequest) => {
    const rule = request.routeOptions.config.session;
    if (rule === undefined) return;
    const header = request.headers.token;
    const token = typeof header === "string" ? header : undefined;
    if (!token) return;
    const session = await findLiveSession(options.db, hashSecret(token), new Date(Date.now() - options.idleMs));
    const user = session?.user;
    if (!session || !user) {
      if (rule === "none") return;
      throw accountErrors.sessionExpired();
    }
    if (Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) await touchSession(options.db, session.id);
    request.auth = { sessionId: session.id, user };
  };
  // Only endpoints carry a session rule: other routes (health, metrics, pages, files) never pay
  // for this hook. Endpoints are registered after this plugin, so each is seen here.
  app.addHook("onRoute", (route) => {
    if (route.config?.session === undefined) return;
    const own = route.preHandler;
    route.preHandler = own === undefined ? [resolveSession] : [resolveSession, ...(Array.isArray(own) ? own : [own])];
  });
}

export default fp(sessionAuth, { name: "session-auth" });
