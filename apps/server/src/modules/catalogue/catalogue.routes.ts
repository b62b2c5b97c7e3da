import { ApiPath, okEnvelope, PackagesQuerySchema, PackagesResponseSchema } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { ok } from "../../plugins/envelope.ts";
import { presentResidentialPackage } from "./catalogue.presenter.ts";
import { residentialCatalogue } from "./catalogue.service.ts";

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
}
