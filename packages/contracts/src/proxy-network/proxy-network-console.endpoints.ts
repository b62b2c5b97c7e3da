import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { defineErrorCodes } from "../error-codes.ts";
import { RowIdSchema } from "../request-bounds.ts";
import { ContinentSchema } from "../static-regions/static-regions.endpoints.ts";

/**
 * The console's side of the proxy generator's tables (issue #25 item 2): the gateway's entry
 * hosts with ports and weights, and the countries and states the pool targets. Every write
 * reaches the public lists at once (the tables' change notification, migration 0018).
 */

const tag = "console-proxy-network";

export const ProxyNetworkError = defineErrorCodes({
  proxy_host_exists: 409,
  proxy_host_not_found: 404,
  proxy_country_exists: 409,
  proxy_country_not_found: 404,
  proxy_country_has_states: 409,
  proxy_state_exists: 409,
  proxy_state_not_found: 404,
});

/** A host name or an IPv4 address, as a proxy client dials it. */
const HOST_PATTERN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const name = z.string().trim().min(1).max(80);

export const GatewayHostAdminSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  port: z.number().int(),
  weight: z.number().int(),
  active: z.boolean(),
});
export type GatewayHostAdmin = z.infer<typeof GatewayHostAdminSchema>;

export const ProxyCountryAdminSchema = z.object({
  country_code: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  continent: ContinentSchema,
  sort_order: z.number().int(),
  active: z.boolean(),
});
export type ProxyCountryAdmin = z.infer<typeof ProxyCountryAdminSchema>;

export const ProxyStateAdminSchema = z.object({
  id: z.number().int(),
  country_code: z.string(),
  state: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  active: z.boolean(),
});
export type ProxyStateAdmin = z.infer<typeof ProxyStateAdminSchema>;

const hostFields = z.object({
  address: z.string().trim().toLowerCase().regex(HOST_PATTERN),
  port: z.number().int().min(1).max(65535),
  weight: z.number().int().min(1).max(10_000),
  active: z.boolean(),
});
const countryFields = z.object({
  country_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase()),
  name_en: name,
  name_zh: name,
  continent: ContinentSchema,
  sort_order: z.number().int().min(0).max(100_000),
  active: z.boolean(),
});
const stateFields = z.object({
  country_code: countryFields.shape.country_code,
  state: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_]{1,40}$/),
  name_en: name,
  name_zh: name,
  active: z.boolean(),
});

export const consoleProxyNetwork = defineEndpoint({
  operationId: "consoleProxyNetwork",
  method: "GET",
  path: "/api/console/proxy-network",
  tag,
  summary: "Every gateway host, proxy country and state, active or not",
  access: access.staff("catalogue:read"),
  response: z.object({
    hosts: z.array(GatewayHostAdminSchema),
    countries: z.array(ProxyCountryAdminSchema),
    states: z.array(ProxyStateAdminSchema),
  }),
  errors: [],
});

export const createGatewayHost = defineEndpoint({
  operationId: "createGatewayHost",
  method: "POST",
  path: "/api/console/proxy-network/hosts/create",
  tag,
  summary: "Adds a gateway entry host (address, port, weight)",
  access: access.staff("catalogue:write"),
  body: hostFields,
  response: GatewayHostAdminSchema,
  errors: [ProxyNetworkError.proxy_host_exists],
});

export const updateGatewayHost = defineEndpoint({
  operationId: "updateGatewayHost",
  method: "POST",
  path: "/api/console/proxy-network/hosts/update",
  tag,
  summary: "Changes a gateway host's address, port, weight or state",
  access: access.staff("catalogue:write"),
  body: hostFields.extend({ id: RowIdSchema }),
  response: GatewayHostAdminSchema,
  errors: [ProxyNetworkError.proxy_host_not_found, ProxyNetworkError.proxy_host_exists],
});

export const deleteGatewayHost = defineEndpoint({
  operationId: "deleteGatewayHost",
  method: "POST",
  path: "/api/console/proxy-network/hosts/delete",
  tag,
  summary: "Removes a gateway host",
  access: access.staff("catalogue:write"),
  body: z.object({ id: RowIdSchema }),
  response: z.object({}),
  errors: [ProxyNetworkError.proxy_host_not_found],
});

export const createProxyCountry = defineEndpoint({
  operationId: "createProxyCountry",
  method: "POST",
  path: "/api/console/proxy-network/countries/create",
  tag,
  summary: "Adds a country the residential pool targets",
  access: access.staff("catalogue:write"),
  body: countryFields,
  response: ProxyCountryAdminSchema,
  errors: [ProxyNetworkError.proxy_country_exists],
});

export const updateProxyCountry = defineEndpoint({
  operationId: "updateProxyCountry",
  method: "POST",
  path: "/api/console/proxy-network/countries/update",
  tag,
  summary: "Changes a country's names, continent, order or state (its code is its key)",
  access: access.staff("catalogue:write"),
  body: countryFields,
  response: ProxyCountryAdminSchema,
  errors: [ProxyNetworkError.proxy_country_not_found],
});

export const deleteProxyCountry = defineEndpoint({
  operationId: "deleteProxyCountry",
  method: "POST",
  path: "/api/console/proxy-network/countries/delete",
  tag,
  summary: "Removes a country without states (remove its states first, or turn it off)",
  access: access.staff("catalogue:write"),
  body: z.object({ country_code: countryFields.shape.country_code }),
  response: z.object({}),
  errors: [ProxyNetworkError.proxy_country_not_found, ProxyNetworkError.proxy_country_has_states],
});

export const createProxyState = defineEndpoint({
  operationId: "createProxyState",
  method: "POST",
  path: "/api/console/proxy-network/states/create",
  tag,
  summary: "Adds a state to a country; `state` is what the proxy username's st- part carries",
  access: access.staff("catalogue:write"),
  body: stateFields,
  response: ProxyStateAdminSchema,
  errors: [ProxyNetworkError.proxy_country_not_found, ProxyNetworkError.proxy_state_exists],
});

export const updateProxyState = defineEndpoint({
  operationId: "updateProxyState",
  method: "POST",
  path: "/api/console/proxy-network/states/update",
  tag,
  summary: "Changes a state's value, names or state",
  access: access.staff("catalogue:write"),
  body: stateFields.extend({ id: RowIdSchema }),
  response: ProxyStateAdminSchema,
  errors: [
    ProxyNetworkError.proxy_state_not_found,
    ProxyNetworkError.proxy_country_not_found,
    ProxyNetworkError.proxy_state_exists,
  ],
});

export const deleteProxyState = defineEndpoint({
  operationId: "deleteProxyState",
  method: "POST",
  path: "/api/console/proxy-network/states/delete",
  tag,
  summary: "Removes a state",
  access: access.staff("catalogue:write"),
  body: z.object({ id: RowIdSchema }),
  response: z.object({}),
  errors: [ProxyNetworkError.proxy_state_not_found],
});
