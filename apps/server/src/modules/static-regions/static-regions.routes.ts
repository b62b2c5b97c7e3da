import { staticRegions } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import type { CachedBody } from "../../plugins/public-cache/cached-body.ts";
import type { MemoCache } from "../../plugins/public-cache/memo-cache.ts";
import { presentStaticRegion } from "./static-regions.presenter.ts";
import { regionsWithStock } from "./static-regions.service.ts";

export default async function staticRegionsRoutes(
  app: FastifyInstance,
  options: { db: Db; cache?: MemoCache<CachedBody> | undefined },
) {
  registerEndpoint(
    app,
    staticRegions,
    async ({ input, language }) => {
      const rows = await regionsWithStock(options.db, input.keyword);
      return { area: rows.map((row) => presentStaticRegion(row, language)) };
    },
    { cache: options.cache },
  );
}
