import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** A shared body and its compressed forms, each made once, by the first request that accepts it. */
export type EncodedCopies = { body: Buffer; br?: Buffer; gzip?: Buffer };

/** Below this an API answer goes out as it is (the compression plugin's threshold). */
export const API_THRESHOLD_BYTES = 1024;

/** Brotli at quality 5, as plugins/compression.ts compresses what is made per request. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export function preferredEncoding(accept: string | undefined): "br" | "gzip" | null {
  if (!accept) return null;
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return null;
}

/**
 * Sends the copy the request accepts: Brotli, gzip or the body itself. Compressing the same
 * answer again for every request was most of what a cached catalogue answer or page still
 * cost (issue #14); the compression plugin leaves a reply that has a Content-Encoding alone.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  copies: EncodedCopies,
  /** Bodies shorter than this (bytes) are never compressed. */
  thresholdBytes = 0,
) {
  const small = copies.body.length < thresholdBytes;
  const encoding = small ? null : preferredEncoding(request.headers["accept-encoding"]);
  if (encoding === "br") {
    copies.br ??= brotliCompressSync(copies.body, BROTLI);
    return reply.header("content-encoding", "br").send(copies.br);
  }
  if (encoding === "gzip") {
    copies.gzip ??= gzipSync(copies.body);
    return reply.header("content-encoding", "gzip").send(copies.gzip);
  }
  return reply.send(copies.body);
}
