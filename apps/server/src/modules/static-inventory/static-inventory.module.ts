import { defineModule } from "../../app-module.ts";
import staticIpsRoutes from "./static-ips.routes.ts";

/** The static inventory's own endpoints: the customer's IP manager (ADR 412). */
export default defineModule("static-inventory", async (app, { db, clock }) => {
  await staticIpsRoutes(app, { db, now: clock.now });
});
