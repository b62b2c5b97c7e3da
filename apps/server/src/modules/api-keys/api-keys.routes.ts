import { apiKeys, createApiKey, revokeApiKey } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { createKey, listKeys, revokeKeyOf } from "./api-keys.service.ts";

/** The user centre's API keys page (`/ucenter/api-keys/`): only a signed-in customer manages keys. */
export default async function apiKeysRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  registerEndpoint(app, apiKeys, async ({ principal }) => ({ list: await listKeys(db, principal.accountId) }));
  registerEndpoint(app, createApiKey, async ({ input, principal }) => createKey(db, principal, input));
  registerEndpoint(app, revokeApiKey, async ({ input, principal }) => {
    await revokeKeyOf(db, principal, input.id);
    return { id: input.id, revoked: true as const };
  });
}
