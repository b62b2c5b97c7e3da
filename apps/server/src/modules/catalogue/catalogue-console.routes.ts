import {
  consolePlans,
  consoleTestIpSettings,
  createConsolePlan,
  setConsolePlanActive,
  updateConsolePlan,
  updateConsoleTestIpSettings,
} from "@portico/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import type { StaffPrincipal } from "../../plugins/auth/principal.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { type CatalogueActing, createPlanEditor } from "./plan-editor.service.ts";
import { createTestIpSettings } from "./test-ip-settings.service.ts";

const actingOf = (principal: StaffPrincipal, request: FastifyRequest): CatalogueActing => ({
  staffId: principal.staffId,
  requestId: request.id,
  ip: request.ip,
  userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : null,
});

/**
 * The console's residential plans and test-IP settings (`/api/console/catalogue/…`): catalogue:read
 * reads, catalogue:write changes.
 */
export default async function catalogueConsoleRoutes(
  app: FastifyInstance,
  options: { db: Db; testIpsPerAccount: number },
) {
  const plans = createPlanEditor(options.db);
  const testIps = createTestIpSettings(options.db, options.testIpsPerAccount);

  registerEndpoint(app, consolePlans, async () => ({ list: await plans.list() }));
  registerEndpoint(app, createConsolePlan, async ({ input, principal, request }) =>
    plans.create(actingOf(principal, request), input),
  );
  registerEndpoint(app, updateConsolePlan, async ({ input: { id, ...input }, principal, request }) =>
    plans.update(actingOf(principal, request), id, input),
  );
  registerEndpoint(app, setConsolePlanActive, async ({ input, principal, request }) =>
    plans.setActive(actingOf(principal, request), input.id, input.active),
  );
  registerEndpoint(app, consoleTestIpSettings, async () => testIps.get());
  registerEndpoint(app, updateConsoleTestIpSettings, async ({ input, principal, request }) =>
    testIps.update(actingOf(principal, request), input.ips_per_account),
  );
}
