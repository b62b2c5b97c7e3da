import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

/** A request as these checks read it: a Fastify request or a raw one (the front door's). */
type WithHeaders = { headers: IncomingHttpHeaders };

/**
 * Marks the server-rendering transport's requests (app.inject) with a value made at start and never
 * sent anywhere, so plugins can tell them from network requests: the envelope leaves them plain.
 */
export const IN_PROCESS_HEADER = "x-portico-in-process";
export const IN_PROCESS_TOKEN = randomBytes(18).toString("base64url");

export function isInProcessRequest(request: WithHeaders): boolean {
  return request.headers[IN_PROCESS_HEADER] === IN_PROCESS_TOKEN;
}

/** Marks the calls of a page render no visitor asked for: the page cache refreshing an entry. */
export const BACKGROUND_HEADER = "x-portico-background";

/** A call of a background render (trusted only with the in-process token): nobody is reading. */
export function isBackgroundRender(request: WithHeaders): boolean {
  return isInProcessRequest(request) && request.headers[BACKGROUND_HEADER] === "1";
}
