import { defineModule } from "../../app-module.ts";
import inventoryConsoleRoutes from "./inventory-console.routes.ts";
import staticIpsRoutes from "./static-ips.routes.ts";

/** The static inventory's own endpoints: the customer's IP manager (ADR 412), and the console's stock and import. */
export default defineModule("static-inventory", async (app, { db, clock, jobs }) => {
  await staticIpsRoutes(app, { db, now: clock.now });
  await inventoryConsoleRoutes(app, { db, jobs, now: clock.now });
});
