import type { IncomingHttpHeaders } from "node:http";
import type { AccessRule } from "@portico/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppError } from "../app-error.ts";
import type { Principal } from "./principal.ts";

/**
 * One kind of credential a request may carry (ADR 408): the session token, an API key, later a
 * staff session or a service credential. The auth plugin tries them in a fixed order; the first
 * one present decides.
 */
export type CredentialResolver = {
  /** The OpenAPI security scheme that describes it. */
  readonly scheme: string;
  /**
   * The only kind of endpoint this credential is looked at on; unset: every endpoint but those.
   * The staff cookie is `staff`: a browser sends it with every request, so on the public site and
   * the user centre it must neither make a visitor staff nor answer a stale cookie with 401; and
   * on a console endpoint the customer credentials are not looked at (404 whatever they are).
   */
  readonly onlyOn?: AccessRule["kind"];
  /** Whether the request carries this credential. Headers only, no I/O: the front door asks it of every request. */
  present(headers: IncomingHttpHeaders): boolean;
  /**
   * The credential's principal, or null when it is not live (unknown, revoked, expired, refused).
   * It may also throw an AppError of its own (a key over its rate limit), with headers set on `reply`.
   */
  resolve(request: FastifyRequest, reply: FastifyReply): Promise<Principal | null>;
  /** What a dead credential answers (401), so the client knows to sign in again or fix its key. */
  refused(): AppError;
};
