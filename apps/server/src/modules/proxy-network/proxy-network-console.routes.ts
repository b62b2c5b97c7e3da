import {
  consoleProxyNetwork,
  createGatewayHost,
  createProxyCountry,
  createProxyState,
  deleteGatewayHost,
  deleteProxyCountry,
  deleteProxyState,
  updateGatewayHost,
  updateProxyCountry,
  updateProxyState,
} from "@portico/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import type { StaffPrincipal } from "../../plugins/auth/principal.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import * as admin from "./proxy-network-admin.service.ts";

const actingOf = (principal: StaffPrincipal, request: FastifyRequest): admin.ProxyNetworkActing => ({
  staffId: principal.staffId,
  requestId: request.id,
  ip: request.ip,
  userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : null,
});

/** The console's edits of the generator's tables (`/api/console/proxy-network/…`). */
export default async function proxyNetworkConsoleRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  registerEndpoint(app, consoleProxyNetwork, async () => admin.proxyNetworkTables(db));

  registerEndpoint(app, createGatewayHost, async ({ input, principal, request }) =>
    admin.createHost(db, actingOf(principal, request), input),
  );
  registerEndpoint(app, updateGatewayHost, async ({ input: { id, ...fields }, principal, request }) =>
    admin.updateHost(db, actingOf(principal, request), id, fields),
  );
  registerEndpoint(app, deleteGatewayHost, async ({ input, principal, request }) => {
    await admin.deleteHost(db, actingOf(principal, request), input.id);
    return {};
  });

  registerEndpoint(app, createProxyCountry, async ({ input, principal, request }) =>
    admin.createCountry(db, actingOf(principal, request), input),
  );
  registerEndpoint(app, updateProxyCountry, async ({ input, principal, request }) =>
    admin.updateCountry(db, actingOf(principal, request), input),
  );
  registerEndpoint(app, deleteProxyCountry, async ({ input, principal, request }) => {
    await admin.deleteCountry(db, actingOf(principal, request), input.country_code);
    return {};
  });

  registerEndpoint(app, createProxyState, async ({ input, principal, request }) =>
    admin.createState(db, actingOf(principal, request), input),
  );
  registerEndpoint(app, updateProxyState, async ({ input: { id, ...fields }, principal, request }) =>
    admin.updateState(db, actingOf(principal, request), id, fields),
  );
  registerEndpoint(app, deleteProxyState, async ({ input, principal, request }) => {
    await admin.deleteState(db, actingOf(principal, request), input.id);
    return {};
  });
}
