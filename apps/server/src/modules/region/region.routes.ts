import { ApiPath, CountriesQuerySchema, CountriesResponseSchema, okEnvelope } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../plugins/envelope.ts";
import { COUNTRIES } from "./countries.ts";

/** GET /api/index/region?level=1: countries in the caller's language, sorted by that name. */
export default async function regionRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    ApiPath.countries,
    {
      schema: {
        tags: ["catalogue"],
        summary: "Country list (level 1)",
        querystring: CountriesQuerySchema,
        response: { 200: okEnvelope(CountriesResponseSchema) },
      },
    },
    async (request) => {
      const zh = request.language === "zh-CN";
      const collator = new Intl.Collator(zh ? "zh-CN" : "en");
      const list = COUNTRIES.map((c) => ({ country_code: c.code, country_name: zh ? c.zh : c.en }));
      return ok(list.sort((a, b) => collator.compare(a.country_name, b.country_name)));
    },
  );
}
