import { defineModule } from "../../app-module.ts";
import noticesRoutes from "./notices.routes.ts";

/** Site notices: shown above the public pages' header while published and in their window; the console edits them. */
export default defineModule("notices", async (app, { db, cache, clock }) => {
  await noticesRoutes(app, { db, cache, now: clock.now });
});
