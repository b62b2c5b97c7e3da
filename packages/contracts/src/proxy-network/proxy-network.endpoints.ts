import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ContinentSchema } from "../static-regions/static-regions.endpoints.ts";

/**
 * What the proxy generator offers (spec 02 §2, §7): the countries and states the residential pool
 * targets and the gateway's entry hosts, as the operator keeps them. Public catalogue answers, the
 * same for every caller of one language, so they are cached like the rest of the catalogue
 * (ADR 011): the generator needs a customer's credentials, not these lists.
 */

/** A country the pool serves; `region` is the continent it is listed under. */
export const ProxyCountrySchema = z.object({
  country_code: z.string(),
  country_name: z.string(),
  region: ContinentSchema,
});
export type ProxyCountry = z.infer<typeof ProxyCountrySchema>;

/** `key`: only the countries of that region (continent); none: every active country. */
export const ProxyRegionListQuerySchema = z.object({ key: ContinentSchema.optional() });

export const proxyRegionList = defineEndpoint({
  operationId: "proxyRegionList",
  method: "GET",
  path: "/api/index/proxy_region_list",
  tag: "proxy-network",
  summary: "Countries the residential pool serves, in the caller's language, in the operator's order",
  access: access.public("ignored"),
  query: ProxyRegionListQuerySchema,
  response: z.array(ProxyCountrySchema),
  errors: [],
});

/** A state of a country; `state` is the value the username's `st-` part carries. */
export const ProxyStateSchema = z.object({
  country_code: z.string(),
  state: z.string(),
  state_name: z.string(),
});
export type ProxyState = z.infer<typeof ProxyStateSchema>;

/** `country_code`: that country's states (either case); none: every active country's, by country. */
export const ProxyStateListQuerySchema = z.object({
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase())
    .optional(),
});

export const proxyStateList = defineEndpoint({
  operationId: "proxyStateList",
  method: "GET",
  path: "/api/index/proxy_state_list",
  tag: "proxy-network",
  summary: "States the residential pool serves, of one country or of all, in the caller's language",
  access: access.public("ignored"),
  query: ProxyStateListQuerySchema,
  response: z.array(ProxyStateSchema),
  errors: [],
});

/** A gateway entry host: without a pick, the generator draws one by `weight`. */
export const ProxyDomainSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  port: z.number().int(),
  weight: z.number().int(),
});
export type ProxyDomain = z.infer<typeof ProxyDomainSchema>;

export const proxyDomainList = defineEndpoint({
  operationId: "proxyDomainList",
  method: "GET",
  path: "/api/index/proxy_domain_list",
  tag: "proxy-network",
  summary: "The residential gateway's active entry hosts with their ports and weights",
  access: access.public("ignored"),
  response: z.array(ProxyDomainSchema),
  errors: [],
});
