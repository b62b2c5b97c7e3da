import { proxyDomainList, proxyRegionList, proxyStateList } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import type { CachedBody } from "../../plugins/public-cache/cached-body.ts";
import type { MemoCache } from "../../plugins/public-cache/memo-cache.ts";
import { gatewayHostList, poolCountries, poolStates } from "./proxy-network.service.ts";

/**
 * The generator's lists (`/api/index/proxy_*`): public catalogue answers kept in the shared cache
 * (ADR 011). The tables notify on every write (migration 0018), so an operator's edit drops the
 * cached answers on every instance at once.
 */
export default async function proxyNetworkRoutes(
  app: FastifyInstance,
  options: { db: Db; cache?: MemoCache<CachedBody> | undefined },
) {
  const { db, cache } = options;
  registerEndpoint(app, proxyRegionList, async ({ input, language }) => poolCountries(db, language, input.key), {
    cache,
  });
  registerEndpoint(app, proxyStateList, async ({ input, language }) => poolStates(db, language, input.country_code), {
    cache,
  });
  registerEndpoint(app, proxyDomainList, async () => gatewayHostList(db), { cache });
}
