import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";

/** `level=1`: countries, the only level the signup form asks for. */
export const CountriesQuerySchema = z.object({ level: z.coerce.number<number>().pipe(z.literal(1)) });
export const CountrySchema = z.object({ country_code: z.string(), country_name: z.string() });
export type Country = z.infer<typeof CountrySchema>;
export const CountriesResponseSchema = z.array(CountrySchema);

export const countries = defineEndpoint({
  operationId: "countries",
  method: "GET",
  path: "/api/index/region",
  tag: "region",
  summary: "Country list (level 1) in the caller's language, sorted by that name",
  // The signup form asks for it: a stale token must not sign a visitor out there.
  access: access.public("ignored"),
  query: CountriesQuerySchema,
  response: CountriesResponseSchema,
  errors: [],
});
