import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { API_THRESHOLD_BYTES, type EncodedCopies, sendEncoded } from "./encoded-copies.ts";
import { createMemoCache, type MemoCache } from "./memo-cache.ts";

/**
 * A serialised answer every visitor shares, with its validator and its compressed forms. The
 * body is kept as UTF-8 bytes: a string would be encoded again for every request that takes it
 * (a quarter of a cached catalogue answer's cost in its profile, issue #14); `text` is what the
 * envelope seals (ADR 012).
 */
export type CachedBody = EncodedCopies & { body: Buffer; text: string; etag: string };

export function cachedBodyOf(text: string): CachedBody {
  const body = Buffer.from(text, "utf8");
  return { body, text, etag: etagOf(body) };
}

/** A strong validator of the bytes sent. */
export function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * The catalogue API answers in memory: dropped on every catalogue change (ADR 011), and after
 * `freshMs` at the latest (what a change the notification missed can take to show).
 */
export function createApiCache(freshMs: number): MemoCache<CachedBody> {
  return createMemoCache<CachedBody>({ freshMs, maxEntries: 2_000 });
}

/** True when the request's `If-None-Match` names this ETag (weak or strong, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/**
 * Sends a shared answer: its ETag, a Cache-Control that lets browsers and CDNs keep it but check
 * it back every time (an unchanged answer is a 304 with no body), and the body as it was
 * serialised once, compressed once per encoding. `vary` names the request headers the answer
 * depends on besides Accept-Encoding.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  contentType: string,
  cacheControl: string,
  vary: string,
) {
  reply.header("etag", cached.etag);
  reply.header("cache-control", cacheControl);
  reply.header("vary", `accept-encoding, ${vary}`);
  if (matchesEtag(request.headers["if-none-match"], cached.etag)) return reply.code(304).send();
  reply.type(contentType);
  // A sealed request's answer is sealed on its way out and compressed after that (ADR 012): it
  // takes the plain body, never a compressed copy the envelope would seal as it stands.
  if (request.envelope?.nonce) return reply.send(cached.text);
  return sendEncoded(request, reply, cached, API_THRESHOLD_BYTES);
}
