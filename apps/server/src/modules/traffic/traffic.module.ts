import { defineModule } from "../../app-module.ts";
import trafficRoutes from "./traffic.routes.ts";

/**
 * The customer's traffic as the user centre reads it: the traffic account (`proxy_user`) and the
 * usage chart (`traffic_usage`), from the usage the gateway reported (ADR 411).
 */
export default defineModule("traffic", async (app, { db, clock }) => {
  await trafficRoutes(app, { db, now: clock.now });
});
