import { defineModule } from "../../app-module.ts";
import ordersRoutes from "./orders.routes.ts";

export default defineModule("orders", async (app, { config, db, clock }) => {
  await ordersRoutes(app, { db, clock, maxUnpaidStaticIps: config.maxUnpaidStaticIps });
});
