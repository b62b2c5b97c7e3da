import { defineModule } from "../../app-module.ts";
import consoleOrdersRoutes from "./console-orders.routes.ts";

/**
 * The console's orders and payments: reads orders, payments and the ledger through their
 * services, and refunds through the money module's own path (refundOrder), as the command line does.
 */
export default defineModule("console-orders", async (app, { db, clock }) => {
  await consoleOrdersRoutes(app, {
    db,
    now: clock.now,
    provider: (name) => app.payments.providers.byName(name),
  });
});
