import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The client build. `/assets/*` names carry a content hash, so they are immutable for a year;
 * other files (favicon, robots.txt, snippets) keep their names across releases: one hour.
 * `wildcard: false` registers one route per file, leaving every other path to the SSR route.
 * `preCompressed`: the build writes `.br` and `.gz` copies; a browser that accepts one gets it.
 */
export default async function webStatic(app: FastifyInstance, options: { clientDir: string }) {
  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: "/",
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    // Cache-Control comes from setHeaders below, per kind of file.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.startsWith(`${options.clientDir}/assets/`);
      reply.header(
        "cache-control",
        isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "public, max-age=3600",
      );
    },
  });
}
