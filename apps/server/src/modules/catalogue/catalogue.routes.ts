import { ProductType, priceOverview, residentialPackages } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import type { CachedBody } from "../../plugins/public-cache/cached-body.ts";
import type { MemoCache } from "../../plugins/public-cache/memo-cache.ts";
import { presentResidentialPackage } from "./catalogue.presenter.ts";
import { residentialCatalogue } from "./catalogue.service.ts";
import { computePriceOverview } from "./price-overview.service.ts";

export default async function catalogueRoutes(
  app: FastifyInstance,
  options: { db: Db; cache?: MemoCache<CachedBody> | undefined },
) {
  registerEndpoint(
    app,
    residentialPackages,
    async ({ language }) => {
      const rows = await residentialCatalogue(options.db);
      return { [ProductType.Residential]: rows.map((row) => presentResidentialPackage(row, language)) };
    },
    { cache: options.cache },
  );

  registerEndpoint(app, priceOverview, async ({ language }) => computePriceOverview(options.db, language), {
    cache: options.cache,
  });
}
