import { defineModule } from "../../app-module.ts";
import { registerOrderMetrics } from "./order-metrics.ts";
import ordersRoutes from "./orders.routes.ts";

export default defineModule("orders", async (app, { config, db, clock }) => {
  if (app.metricsRegistry) registerOrderMetrics(app.metricsRegistry, db);
  await ordersRoutes(app, { db, clock, maxUnpaidStaticIps: config.maxUnpaidStaticIps });
});
