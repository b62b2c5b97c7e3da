import type { IncomingHttpHeaders } from "node:http";
import { CONSOLE_HEADER, STAFF_COOKIE } from "@portico/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { staffErrors } from "./staff.errors.ts";

/** The staff session's token from the Cookie header, or undefined. */
export function staffToken(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.cookie;
  if (typeof header !== "string" || !header.includes(STAFF_COOKIE)) return undefined;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === STAFF_COOKIE) {
      const value = pair.slice(at + 1).trim();
      return value === "" ? undefined : value;
    }
  }
  return undefined;
}

/**
 * `HttpOnly` (no script reads it), `SameSite=Strict` (no other site's request carries it),
 * `Secure` unless the public URL is plain http (local development), `Path=/`. No Max-Age: the
 * server ends the session (30 minutes idle, 12 hours in all); the browser drops it on close.
 */
export function setStaffCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.header("set-cookie", `${STAFF_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`);
}

export function clearStaffCookie(reply: FastifyReply, secure: boolean): void {
  reply.header(
    "set-cookie",
    `${STAFF_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? "; Secure" : ""}`,
  );
}

/**
 * Every console mutation carries `x-portico-console: 1`: a cross-site form or image cannot set a
 * header, and a cross-site fetch that sets one needs a CORS preflight Portico never grants.
 */
export function requireConsoleHeader(request: FastifyRequest): void {
  if (request.method !== "GET" && request.method !== "HEAD" && request.headers[CONSOLE_HEADER] !== "1")
    throw staffErrors.consoleHeaderRequired();
}
