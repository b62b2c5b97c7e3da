import { consoleRegions, createConsoleRegion, setConsoleRegionActive, updateConsoleRegion } from "@portico/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import type { StaffPrincipal } from "../../plugins/auth/principal.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { createRegionEditor, type RegionActing } from "../static-inventory/static-inventory.service.ts";

const actingOf = (principal: StaffPrincipal, request: FastifyRequest): RegionActing => ({
  staffId: principal.staffId,
  requestId: request.id,
  ip: request.ip,
  userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : null,
});

/** The console's static regions (`/api/console/catalogue/static-regions…`): catalogue:read lists, catalogue:write changes. */
export default async function regionsConsoleRoutes(app: FastifyInstance, options: { db: Db }) {
  const regions = createRegionEditor(options.db);

  registerEndpoint(app, consoleRegions, async () => ({ list: await regions.list() }));
  registerEndpoint(app, createConsoleRegion, async ({ input, principal, request }) =>
    regions.create(actingOf(principal, request), input),
  );
  registerEndpoint(app, updateConsoleRegion, async ({ input: { id, ...input }, principal, request }) =>
    regions.update(actingOf(principal, request), id, input),
  );
  registerEndpoint(app, setConsoleRegionActive, async ({ input, principal, request }) =>
    regions.setActive(actingOf(principal, request), input.id, input.active),
  );
}
