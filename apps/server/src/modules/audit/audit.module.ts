import { defineModule } from "../../app-module.ts";
import auditRoutes from "./audit.routes.ts";

/** The console's audit browser and export (ADR 421); the writing side is audit.service, used by every console module. */
export default defineModule("audit", async (app, { db, clock }) => {
  await auditRoutes(app, { db, now: clock.now });
});
