import {
  ApiPath,
  okEnvelope,
  PackagesQuerySchema,
  PackagesResponseSchema,
  PriceOverviewSchema,
} from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { ok } from "../../plugins/envelope.ts";
import { presentResidentialPackage } from "./catalogue.presenter.ts";
import { residentialCatalogue } from "./catalogue.service.ts";
import { priceOverview } from "./price-overview.service.ts";

export default async function catalogueRoutes(app: FastifyInstance, options: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    ApiPath.packages,
    {
      schema: {
        tags: ["catalogue"],
        summary: "Residential packages, keyed by product type",
        querystring: PackagesQuerySchema,
        response: { 200: okEnvelope(PackagesResponseSchema) },
      },
    },
    async (request) => {
      const rows = await residentialCatalogue(options.db);
      return ok({ "1": rows.map((row) => presentResidentialPackage(row, request.language)) });
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    ApiPath.priceOverview,
    {
      schema: {
        tags: ["catalogue"],
        summary: "Lowest prices and top regions for the header menus, computed from the catalogue",
        response: { 200: okEnvelope(PriceOverviewSchema) },
      },
    },
    async (request) => ok(await priceOverview(options.db, request.language)),
  );
}
