import { defineModule } from "../../app-module.ts";
import legalRoutes from "./legal.routes.ts";
import legalConsoleRoutes from "./legal-console.routes.ts";

/** The privacy policy and the terms: served to everyone, edited in the console. */
export default defineModule("legal", async (app, { db, cache, clock }) => {
  await legalRoutes(app, { db, cache });
  await legalConsoleRoutes(app, { db, now: clock.now });
});
