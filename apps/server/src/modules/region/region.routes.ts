import { countries } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { countryList } from "./region.service.ts";

export default async function regionRoutes(app: FastifyInstance) {
  registerEndpoint(app, countries, async ({ language }) => countryList(language));
}
