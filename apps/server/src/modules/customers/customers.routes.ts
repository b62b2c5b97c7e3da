import {
  adjustCustomerWallet,
  approveWalletAdjustment,
  consoleCustomerDetail,
  consoleCustomers,
  disableCustomer,
  enableCustomer,
  rejectWalletAdjustment,
  setCustomerCreditLine,
  signOutCustomer,
} from "@portico/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { StaffPrincipal } from "../../plugins/auth/principal.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import type { WalletAdjustments } from "../wallet/wallet-adjustments.service.ts";
import type { ConsoleActing, CustomersService } from "./customers.service.ts";

const actingOf = (principal: StaffPrincipal, request: FastifyRequest): ConsoleActing => ({
  staffId: principal.staffId,
  requestId: request.id,
  ip: request.ip,
  userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : null,
});

/** The console's customers (`/api/console/customers…`, ADR 425). */
export default async function customersRoutes(
  app: FastifyInstance,
  options: { customers: CustomersService; adjustments: WalletAdjustments },
) {
  const { customers, adjustments } = options;

  registerEndpoint(app, consoleCustomers, async ({ input }) => customers.search(input));
  registerEndpoint(app, consoleCustomerDetail, async ({ input, language }) => customers.detail(input.id, language));
  registerEndpoint(app, disableCustomer, async ({ input, principal, request }) =>
    customers.setDisabled(actingOf(principal, request), input.customer_id, true, input.note),
  );
  registerEndpoint(app, enableCustomer, async ({ input, principal, request }) =>
    customers.setDisabled(actingOf(principal, request), input.customer_id, false, input.note),
  );
  registerEndpoint(app, signOutCustomer, async ({ input, principal, request }) =>
    customers.signOutEverywhere(actingOf(principal, request), input.customer_id, input.note),
  );
  registerEndpoint(app, setCustomerCreditLine, async ({ input, principal, request }) =>
    customers.setCreditLine(actingOf(principal, request), input.customer_id, input.limit_cents, input.note),
  );
  registerEndpoint(app, adjustCustomerWallet, async ({ input, principal, request }) => {
    await customers.assertExists(input.customer_id);
    return adjustments.request(actingOf(principal, request), {
      userId: input.customer_id,
      requestKey: input.request_key,
      amountCents: input.amount_cents,
      reasonCode: input.reason_code,
      note: input.note,
    });
  });
  registerEndpoint(app, approveWalletAdjustment, async ({ input, principal, request }) =>
    adjustments.approve(actingOf(principal, request), input.adjustment_id),
  );
  registerEndpoint(app, rejectWalletAdjustment, async ({ input, principal, request }) =>
    adjustments.reject(actingOf(principal, request), input.adjustment_id),
  );
}
