import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { RowIdSchema } from "../request-bounds.ts";
import { API_KEY_ACCESS, API_KEY_NAME_MAX, ApiKeyError, MAX_API_KEY_SOURCES } from "./api-keys.codes.ts";

/** One key as the list shows it: never the secret, which is shown once, at creation. */
export const ApiKeySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** The key's first characters (`pk_live_AbC1…`): enough to recognise it, not to use it. */
  hint: z.string(),
  access: z.enum(API_KEY_ACCESS),
  scopes: z.array(z.string()),
  /** Addresses or CIDR ranges the key is limited to; empty means any. */
  allowed_ips: z.array(z.string()),
  /** Unix seconds. */
  created_at: z.number().int(),
  /** Unix seconds; 0 when never used. */
  last_used_at: z.number().int().nonnegative(),
  last_used_ip: z.string(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const CreateApiKeySchema = z.object({
  name: z.string().trim().min(1).max(API_KEY_NAME_MAX),
  access: z.enum(API_KEY_ACCESS),
  /** IPv4/IPv6 addresses or CIDR ranges; checked by the server, which answers `invalid_source_address`. */
  allowed_ips: z.array(z.string().trim().min(1).max(64)).max(MAX_API_KEY_SOURCES).default([]),
});

const tag = "api-keys";

export const apiKeys = defineEndpoint({
  operationId: "apiKeys",
  method: "GET",
  path: "/api/member/api_keys",
  tag,
  summary: "The customer's API keys, newest first (never their secrets)",
  access: access.customer("keys:manage"),
  response: z.object({ list: z.array(ApiKeySchema) }),
  errors: [],
});

export const createApiKey = defineEndpoint({
  operationId: "createApiKey",
  method: "POST",
  path: "/api/member/api_keys/create",
  tag,
  summary: "Creates an API key; its secret is in this answer only",
  access: access.customer("keys:manage"),
  body: CreateApiKeySchema,
  response: ApiKeySchema.extend({ key: z.string() }),
  errors: [ApiKeyError.api_key_limit, ApiKeyError.invalid_source_address],
});

export const revokeApiKey = defineEndpoint({
  operationId: "revokeApiKey",
  method: "POST",
  path: "/api/member/api_keys/revoke",
  tag,
  summary: "Revokes an API key at once",
  access: access.customer("keys:manage"),
  body: z.object({ id: RowIdSchema }),
  response: z.object({ id: z.number().int(), revoked: z.literal(true) }),
  errors: [ApiKeyError.api_key_not_found],
});
