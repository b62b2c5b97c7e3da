import { defineModule } from "../../app-module.ts";
import { createWalletAdjustments } from "../wallet/wallet-adjustments.service.ts";
import customersRoutes from "./customers.routes.ts";
import { createCustomersService } from "./customers.service.ts";

/** The operator console's customers (ADR 425): search, the customer page, account actions and wallet adjustments. */
export default defineModule("customers", async (app, { config, db, clock }) => {
  const adjustments = createWalletAdjustments({ db, approvalAboveCents: config.walletAdjustmentApprovalAboveCents });
  await customersRoutes(app, {
    customers: createCustomersService({ db, now: clock.now, adjustments }),
    adjustments,
  });
});
