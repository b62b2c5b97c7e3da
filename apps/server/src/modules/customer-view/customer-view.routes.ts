import { actAsCustomer, customerView, endCustomerView, openCustomerView } from "@portico/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { StaffPrincipal } from "../../plugins/auth/principal.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import type { CustomerViews, ViewOpener } from "./customer-view.service.ts";
import { viewRequestMeta } from "./customer-view-credential.ts";

const openerOf = (principal: StaffPrincipal, request: FastifyRequest): ViewOpener => ({
  ...viewRequestMeta(request),
  staffId: principal.staffId,
  staffSessionId: principal.sessionId,
});

/** Opening a view from the console, and the user centre's side of it (ADR 431). */
export default async function customerViewRoutes(app: FastifyInstance, options: { views: CustomerViews }) {
  const { views } = options;

  registerEndpoint(app, openCustomerView, async ({ input, principal, request }) =>
    views.open(openerOf(principal, request), {
      customerId: input.customer_id,
      mode: "read",
      reason: input.reason || null,
    }),
  );
  registerEndpoint(app, actAsCustomer, async ({ input, principal, request }) =>
    views.open(openerOf(principal, request), { customerId: input.customer_id, mode: "act", reason: input.reason }),
  );
  registerEndpoint(app, customerView, async ({ principal }) => views.describe(principal.actor));
  registerEndpoint(app, endCustomerView, async ({ principal, request }) =>
    views.end(principal, viewRequestMeta(request)),
  );
}
