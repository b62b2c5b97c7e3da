import { proxyAccountByEmail, proxyAuth, reportUsage } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { checkProxyLogin } from "../proxy-accounts/proxy-login.service.ts";
import { ingestUsageBatch } from "../proxy-accounts/usage-ingestion.service.ts";
import { proxyAccountByEmail as accountByEmail } from "./gateway.service.ts";

/** The proxy gateway's endpoints (ADR 411); the access rule admits only its service token. */
export default async function gatewayRoutes(app: FastifyInstance, options: { db: Db; now: () => Date }) {
  const { db, now } = options;
  registerEndpoint(app, reportUsage, async ({ input, principal }) =>
    ingestUsageBatch(db, input, { service: principal.service, now: now() }),
  );
  registerEndpoint(app, proxyAuth, async ({ input }) => checkProxyLogin(db, input, now()));
  registerEndpoint(app, proxyAccountByEmail, async ({ input }) => accountByEmail(db, input.email));
}
