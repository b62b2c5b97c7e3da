import { countries } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import type { CachedBody } from "../../plugins/public-cache/cached-body.ts";
import type { MemoCache } from "../../plugins/public-cache/memo-cache.ts";
import { countryList } from "./region.service.ts";

export default async function regionRoutes(
  app: FastifyInstance,
  options: { cache?: MemoCache<CachedBody> | undefined } = {},
) {
  registerEndpoint(app, countries, async ({ language }) => countryList(language), { cache: options.cache });
}
