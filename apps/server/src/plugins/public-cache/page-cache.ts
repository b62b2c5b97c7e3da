import type { FastifyReply, FastifyRequest } from "fastify";
import type { CspNonce } from "../security.ts";
import { etagOf, matchesEtag } from "./cached-body.ts";
import { type EncodedCopies, sendEncoded } from "./encoded-copies.ts";
import { createMemoCache, type MemoCache } from "./memo-cache.ts";

/** A rendered page every anonymous visitor of its key shares. */
export type CachedPage = EncodedCopies & {
  body: Buffer;
  etag: string;
  headers: [string, string][];
  /** The nonces the page was rendered with: its CSP must name them. */
  nonce: CspNonce;
  /** The CSP naming those nonces, joined once for the entry (sendCachedPage's caller fills it). */
  csp?: string | undefined;
};

/** Thrown by a render the cache must not share (it sets a cookie, or is not a 200 page). */
export class UnsharedPage extends Error {
  readonly response: Response;
  constructor(response: Response) {
    super("page not shared");
    this.response = response;
  }
}

/**
 * Fresh for the first half of the bound, then served stale while one request renders it again
 * for the second half; a catalogue change drops every page at once (ADR 011).
 */
export function createPageCache(boundMs: number): MemoCache<CachedPage> {
  const freshMs = Math.ceil(boundMs / 2);
  return createMemoCache<CachedPage>({ freshMs, staleMs: boundMs - freshMs, maxEntries: 500 });
}

/** What a CDN in front may do with a cached page: keep it as long as this instance does. */
export function sharedPageControl(boundSeconds: number): string {
  const fresh = Math.ceil(boundSeconds / 2);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${boundSeconds - fresh}`;
}

/** What a cached page varies on, and the Server-Timing of a page sent from the cache (also front-door.ts). */
export const CACHED_PAGE_VARY = "accept-encoding, accept-language, cookie";
export const PAGE_CACHE_HIT_TIMING = "page-cache;desc=hit";

/** Response headers a cached page keeps (the rest are per request: ids, timing, cookies). */
const KEPT_HEADERS = new Set(["content-type", "link", "content-language"]);

export async function cachedPageOf(response: Response, nonce: CspNonce): Promise<CachedPage> {
  if (response.status !== 200 || response.headers.getSetCookie().length > 0 || response.body === null) {
    throw new UnsharedPage(response);
  }
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => KEPT_HEADERS.has(name));
  return { body, etag: etagOf(body), headers, nonce };
}

/** Sends a cached page: its headers and nonces, an ETag (304 when the browser has it), compressed once. */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  csp: string | undefined,
  cacheControl: string,
  /** Server-Timing: the render's duration when this request rendered it, else a cache hit. */
  timing = PAGE_CACHE_HIT_TIMING,
) {
  for (const [name, value] of page.headers) reply.header(name, value);
  if (csp !== undefined) reply.header("content-security-policy", csp);
  reply.header("etag", page.etag);
  reply.header("cache-control", cacheControl);
  reply.header("vary", CACHED_PAGE_VARY);
  reply.header("server-timing", timing);
  if (matchesEtag(request.headers["if-none-match"], page.etag)) return reply.code(304).send();
  return sendEncoded(request, reply, page);
}
