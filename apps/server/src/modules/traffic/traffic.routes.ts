import { proxyUser, trafficUsage } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { proxyUserOf } from "./proxy-user.service.ts";
import { trafficUsageOf } from "./traffic-usage.service.ts";

/** The user centre's traffic reads (spec 02 §7): a session or an API key holding `proxies:read`. */
export default async function trafficRoutes(app: FastifyInstance, options: { db: Db; now: () => Date }) {
  const { db, now } = options;
  registerEndpoint(app, proxyUser, async ({ principal, language }) =>
    proxyUserOf(db, principal.accountId, language, now()),
  );
  registerEndpoint(app, trafficUsage, async ({ principal, input }) =>
    trafficUsageOf(db, principal.accountId, input, now()),
  );
}
