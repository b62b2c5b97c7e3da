import type { ApiTransport } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import type { FastifyInstance, InjectOptions } from "fastify";
import { BACKGROUND_HEADER, IN_PROCESS_HEADER, IN_PROCESS_TOKEN } from "./in-process-request.ts";
import { languageFromAcceptLanguage } from "./request-language.ts";

export type ForwardedRequest = {
  /** The resolved page language, sent as Accept-Language so API messages match the page. */
  language: UiLanguage;
  token?: string | undefined;
  cookie?: string | undefined;
  /** A render no visitor waits for (the page cache refreshing an entry): counts no view. */
  background?: boolean;
};

/**
 * The web app's API client, bound in-process during server rendering: the same routes,
 * validation and envelopes as over HTTP, without a socket. A catalogue answer that is in memory
 * and fresh is read there, as the front door reads it for an HTTP request (ADR 013): running the
 * route through `app.inject` for it was several percent of a page's render (issue #14). Such a
 * call writes no request line and no metric of its own; the page request has them.
 */
export function createInjectTransport(app: FastifyInstance, forwarded: ForwardedRequest): ApiTransport {
  // In-process calls stay plain JSON whatever the envelope's mode (ADR 012).
  const baseHeaders: Record<string, string> = {
    "accept-language": forwarded.language,
    [IN_PROCESS_HEADER]: IN_PROCESS_TOKEN,
  };
  if (forwarded.token) baseHeaders.token = forwarded.token;
  if (forwarded.cookie) baseHeaders.cookie = forwarded.cookie;
  if (forwarded.background) baseHeaders[BACKGROUND_HEADER] = "1";
  const apiLanguage = languageFromAcceptLanguage(forwarded.language);

  return async (request) => {
    if (!request.path.startsWith("/api/")) {
      throw new Error(`The in-process API transport only reaches /api/ paths, not ${request.path}`);
    }
    // Without a token: an endpoint checks a token it is given (ADR 013), which is the route's part.
    if (request.method === "GET" && !forwarded.token && request.headers === undefined && request.body === undefined) {
      const shared = app.frontDoor?.sharedAnswer(request.path, apiLanguage);
      if (shared) {
        shared.remembered.onAnswered?.({ headers: baseHeaders });
        return { status: 200, body: JSON.parse(shared.cached.text) as unknown };
      }
    }
    const response = await app.inject({
      method: request.method,
      url: request.path,
      headers: { ...baseHeaders, ...request.headers },
      ...(request.body === undefined ? {} : { payload: request.body as InjectOptions["payload"] }),
    });
    const isJson = response.headers["content-type"]?.toString().includes("application/json") ?? false;
    return { status: response.statusCode, body: isJson ? response.json() : response.body };
  };
}
