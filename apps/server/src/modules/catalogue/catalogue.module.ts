import { defineModule } from "../../app-module.ts";
import catalogueRoutes from "./catalogue.routes.ts";
import catalogueConsoleRoutes from "./catalogue-console.routes.ts";
import regionsConsoleRoutes from "./regions-console.routes.ts";

export default defineModule("catalogue", async (app, { db, cache, config }) => {
  await catalogueRoutes(app, { db, cache });
  // The console's catalogue screens: plans here, regions through the static inventory's service (ADR 410).
  await catalogueConsoleRoutes(app, { db, testIpsPerAccount: config.testIpsPerAccount });
  await regionsConsoleRoutes(app, { db });
});
