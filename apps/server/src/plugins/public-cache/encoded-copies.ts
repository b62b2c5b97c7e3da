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

/** The bytes to send for an Accept-Encoding, and their Content-Encoding (null: the body itself). */
export function encodedCopyFor(
  copies: EncodedCopies,
  acceptEncoding: string | undefined,
  /** Bodies shorter than this (bytes) are never compressed. */
  thresholdBytes = 0,
): { bytes: Buffer; encoding: "br" | "gzip" | null } {
  const encoding = copies.body.length < thresholdBytes ? null : preferredEncoding(acceptEncoding);
  if (encoding === "br") {
    copies.br ??= brotliCompressSync(copies.body, BROTLI);
    return { bytes: copies.br, encoding };
  }
  if (encoding === "gzip") {
    copies.gzip ??= gzipSync(copies.body);
    return { bytes: copies.gzip, encoding };
  }
  return { bytes: copies.body, encoding: null };
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
  const { bytes, encoding } = encodedCopyFor(copies, request.headers["accept-encoding"], thresholdBytes);
  if (encoding !== null) reply.header("content-encoding", encoding);
  return reply.send(bytes);
}
