import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { languageFromAcceptLanguage } from "../request-language.ts";
import { ssrLanguage } from "../ssr-language.ts";
import { type CachedBody, matchesEtag } from "./cached-body.ts";
import { API_THRESHOLD_BYTES, encodedCopyFor } from "./encoded-copies.ts";
import type { MemoCache } from "./memo-cache.ts";
import { CACHED_PAGE_VARY, type CachedPage, PAGE_CACHE_HIT_TIMING } from "./page-cache.ts";
import { isSharedPageUrl, pageCacheKey } from "./page-cache-key.ts";

/**
 * The front door (ADR 013): a request for a shared answer that is in memory and fresh — a
 * catalogue answer (ADR 011) or an anonymous public page — is answered here, before Fastify
 * routes it, with the same status, headers and bytes the route would send, and the same record
 * (request id, log line, metrics). Everything else, and every answer that is missing, stale or
 * could be personal, goes on to Fastify untouched. A cached answer then costs about what a bare
 * server's reply costs (issue #14: routing, hooks, query validation and the cache key were most
 * of it).
 */
export type FrontDoor = {
  /** Answers the request and returns true, or returns false without touching it. */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  /** An endpoint answered `url` from its cache: the same URL may be answered here next time. */
  rememberAnswer(url: string, answer: RememberedAnswer): void;
  /**
   * The fresh cached answer of a remembered URL in a language, for the server render's own API
   * calls (ssr-transport.ts): the same bytes an HTTP request would get, without a request.
   */
  sharedAnswer(url: string, language: string): { cached: CachedBody; remembered: RememberedAnswer } | undefined;
  /** The page cache the SSR route fills, and how it sends a page (ssr.ts). */
  servePages(pages: FrontPages): void;
  /** What every response carries, from the cross-cutting plugins registered (app.ts). */
  configure(parts: ResponseParts): void;
  /** From now on everything goes to Fastify (closing: it answers 503 and closes idle sockets). */
  close(): void;
  /** How many requests were answered here (the tests check which path answered). */
  readonly answered: number;
};

/** A cached endpoint's answer for one URL: its cache key per language and how it is sent. */
export type RememberedAnswer = {
  cache: MemoCache<CachedBody>;
  keyFor(language: string): string;
  /** The route pattern (the metrics label). */
  route: string;
  contentType: string;
  cacheControl: string;
  /** Request headers the answer depends on besides Accept-Encoding. */
  vary: string;
  /** What the endpoint records for every answer (an article's view). */
  onAnswered?: ((request: { headers: IncomingHttpHeaders }) => void) | undefined;
};

export type FrontPages = {
  cache: MemoCache<CachedPage>;
  cacheControl: string;
  /** The CSP naming a page's nonces. */
  csp(page: CachedPage): string | undefined;
  onServedFromCache?: ((url: string) => void) | undefined;
};

export type ResponseParts = {
  /** The request id of a request (request-id.ts), always made: the log line names it. */
  requestId(request: IncomingMessage): string;
  /** Whether the id is sent back as `x-request-id` (the request-id plugin). */
  sendRequestId: boolean;
  /** The security plugin's headers for a page (CSP without nonces last), or none. */
  pageSecurityHeaders: readonly (readonly [string, string])[];
  /** The security plugin's headers for a data answer (the catalogue's), or none. */
  dataSecurityHeaders: readonly (readonly [string, string])[];
  /**
   * Whether the request carries a credential (the auth plugin's answer): the endpoint must then
   * resolve it (401 when it is not live), which is Fastify's part.
   */
  hasCredential(headers: IncomingMessage["headers"]): boolean;
  /** Called after the answer is written: the metrics and the request's log line. */
  record(request: IncomingMessage, reqId: string, route: string, status: number, elapsedMs: number): void;
};

/** Past this many remembered URLs the oldest go (keys come from the query). */
const MAX_REMEMBERED = 2_000;
/** The SSR catch-all's route pattern, the metrics label of every page. */
const PAGE_ROUTE = "/*";

export function createFrontDoor(): FrontDoor {
  let open = false;
  let parts: ResponseParts | undefined;
  let pages: FrontPages | undefined;
  let answered = 0;
  const answers = new Map<string, RememberedAnswer>();

  /** The headers every answer starts with: the request id, then the security headers (the hooks' order). */
  const leadingHeaders = (
    reqId: string,
    with_: ResponseParts,
    security: readonly (readonly [string, string])[],
  ): string[] => {
    const flat: string[] = with_.sendRequestId ? ["x-request-id", reqId] : [];
    for (const [name, value] of security) flat.push(name, value);
    return flat;
  };

  const write = (
    request: IncomingMessage,
    response: ServerResponse,
    with_: ResponseParts,
    reqId: string,
    startedAt: number,
    route: string,
    status: number,
    headers: string[],
    body: Buffer | undefined,
  ) => {
    if (body !== undefined) headers.push("content-length", String(body.length));
    response.writeHead(status, headers);
    response.end(body);
    answered += 1;
    with_.record(request, reqId, route, status, performance.now() - startedAt);
    return true;
  };

  const answerFromApi = (
    request: IncomingMessage,
    response: ServerResponse,
    with_: ResponseParts,
    remembered: RememberedAnswer,
  ): boolean => {
    const headers = request.headers;
    if (with_.hasCredential(headers)) return false;
    const held = remembered.cache.peek(remembered.keyFor(languageFromAcceptLanguage(headers["accept-language"])));
    if (held?.fresh !== true) return false;
    const startedAt = performance.now();
    const cached = held.value;
    const reqId = with_.requestId(request);
    const flat = leadingHeaders(reqId, with_, with_.dataSecurityHeaders);
    flat.push(
      "etag",
      cached.etag,
      "cache-control",
      remembered.cacheControl,
      "vary",
      `accept-encoding, ${remembered.vary}`,
    );
    remembered.onAnswered?.(request);
    if (matchesEtag(headers["if-none-match"], cached.etag)) {
      return write(request, response, with_, reqId, startedAt, remembered.route, 304, flat, undefined);
    }
    flat.push("content-type", remembered.contentType);
    const { bytes, encoding } = encodedCopyFor(cached, headers["accept-encoding"], API_THRESHOLD_BYTES);
    if (encoding !== null) flat.push("content-encoding", encoding);
    return write(request, response, with_, reqId, startedAt, remembered.route, 200, flat, bytes);
  };

  const answerPage = (
    request: IncomingMessage,
    response: ServerResponse,
    with_: ResponseParts,
    served: FrontPages,
    url: string,
  ): boolean => {
    const headers = request.headers;
    const key = pageCacheKey("GET", url, headers, ssrLanguage(headers, url));
    if (key === null) return false;
    // A stale page is Fastify's to send: it also starts the page's new render.
    const held = served.cache.peek(key);
    if (held?.fresh !== true) return false;
    const startedAt = performance.now();
    const page = held.value;
    const reqId = with_.requestId(request);
    const flat = leadingHeaders(reqId, with_, with_.pageSecurityHeaders);
    served.onServedFromCache?.(url);
    page.csp ??= served.csp(page);
    const csp = page.csp;
    // The page's CSP takes the place of the one without nonces, as the route's header would.
    if (csp !== undefined) {
      const at = flat.indexOf("content-security-policy");
      if (at === -1 || at % 2 === 1) flat.push("content-security-policy", csp);
      else flat[at + 1] = csp;
    }
    for (const [name, value] of page.headers) flat.push(name, value);
    flat.push(
      "etag",
      page.etag,
      "cache-control",
      served.cacheControl,
      "vary",
      CACHED_PAGE_VARY,
      "server-timing",
      PAGE_CACHE_HIT_TIMING,
    );
    if (matchesEtag(headers["if-none-match"], page.etag)) {
      return write(request, response, with_, reqId, startedAt, PAGE_ROUTE, 304, flat, undefined);
    }
    const { bytes, encoding } = encodedCopyFor(page, headers["accept-encoding"]);
    if (encoding !== null) flat.push("content-encoding", encoding);
    return write(request, response, with_, reqId, startedAt, PAGE_ROUTE, 200, flat, bytes);
  };

  return {
    answer(request, response) {
      if (!open || parts === undefined || request.method !== "GET") return false;
      const url = request.url ?? "/";
      const remembered = answers.get(url);
      if (remembered !== undefined) return answerFromApi(request, response, parts, remembered);
      // The path first: probes, files and other routes pay one pattern check, not the language's.
      if (pages !== undefined && !url.startsWith("/api/") && isSharedPageUrl(url)) {
        return answerPage(request, response, parts, pages, url);
      }
      return false;
    },
    sharedAnswer(url, language) {
      if (!open) return undefined;
      const remembered = answers.get(url);
      const held = remembered?.cache.peek(remembered.keyFor(language));
      if (remembered === undefined || held?.fresh !== true) return undefined;
      return { cached: held.value, remembered };
    },
    rememberAnswer(url, answer) {
      if (!open) return;
      answers.delete(url);
      answers.set(url, answer);
      if (answers.size > MAX_REMEMBERED) {
        const oldest = answers.keys().next().value;
        if (oldest !== undefined) answers.delete(oldest);
      }
    },
    servePages(served) {
      pages = served;
    },
    configure(given) {
      parts = given;
      open = true;
    },
    close() {
      open = false;
      answers.clear();
    },
    get answered() {
      return answered;
    },
  };
}
