import { ApiPath, okEnvelope, StaticRegionsQuerySchema, StaticRegionsResponseSchema } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { ok } from "../../plugins/envelope.ts";
import { presentStaticRegion } from "./static-regions.presenter.ts";
import { listRegionsWithStock } from "./static-regions.repository.ts";

export default async function staticRegionsRoutes(app: FastifyInstance, options: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    ApiPath.staticRegions,
    {
      schema: {
        tags: ["catalogue"],
        summary: "Static ISP regions with live stock (available IPs), optionally filtered by keyword",
        querystring: StaticRegionsQuerySchema,
        response: { 200: okEnvelope(StaticRegionsResponseSchema) },
      },
    },
    async (request) => {
      const rows = await listRegionsWithStock(options.db, request.query.keyword || undefined);
      return ok({ area: rows.map((row) => presentStaticRegion(row, request.language)) });
    },
  );
}
