import { defineModule } from "../../app-module.ts";
import overviewRoutes from "./overview.routes.ts";

/** The console's overview: the day's and the month's figures, read from the modules that own them. */
export default defineModule("overview", async (app, { db, clock }) => {
  await overviewRoutes(app, { db, now: clock.now });
});
