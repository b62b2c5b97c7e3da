import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Compresses what is made per request: rendered pages and API answers. Brotli at quality 5
 * gets most of its ratio at a small share of the CPU of the top levels; static assets do not
 * come through here compressed a second time, the build ships `.br`/`.gz` copies of them
 * (scripts/precompress-client.ts) that @fastify/static sends as they are.
 */
async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

export default fp(compression, { name: "compression" });
