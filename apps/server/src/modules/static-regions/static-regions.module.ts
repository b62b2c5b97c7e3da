import { defineModule } from "../../app-module.ts";
import staticRegionsRoutes from "./static-regions.routes.ts";

export default defineModule("static-regions", async (app, { db, cache }) => {
  await staticRegionsRoutes(app, { db, cache });
});
