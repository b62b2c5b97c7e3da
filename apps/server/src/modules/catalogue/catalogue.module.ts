import { defineModule } from "../../app-module.ts";
import catalogueRoutes from "./catalogue.routes.ts";

export default defineModule("catalogue", async (app, { db, cache }) => {
  await catalogueRoutes(app, { db, cache });
});
