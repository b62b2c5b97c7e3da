import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The client build. `/assets/*` names carry a content hash, so they are immutable for a year;
 * other files (favicon, media) keep their names across releases: one hour.
 * `preCompressed`: the build writes `.br` and `.gz` copies; a browser that accepts one gets it.
 */
export default async function webStatic(app: FastifyInstance, options: { clientDir: string }) {
  const shared = { index: false, decorateReply: false, preCompressed: true, cacheControl: false } as const;
  // The hashed build output: one wildcard route, however many files (a route per file, ~270 with
  // the compressed copies, cost a fifth of a second at every start). A missing asset is a 404,
  // never a rendered page.
  await app.register(fastifyStatic, {
    ...shared,
    root: path.join(options.clientDir, "assets"),
    prefix: "/assets/",
    wildcard: true,
    setHeaders: (reply) => reply.header("cache-control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`),
  });
  // The few other files: `wildcard: false` registers one route per file, leaving every other
  // path to the SSR route.
  await app.register(fastifyStatic, {
    ...shared,
    root: options.clientDir,
    prefix: "/",
    wildcard: false,
    globIgnore: ["assets/**"],
    setHeaders: (reply) => reply.header("cache-control", "public, max-age=3600"),
  });
}
