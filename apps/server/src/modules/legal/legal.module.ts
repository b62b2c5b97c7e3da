import { defineModule } from "../../app-module.ts";
import legalRoutes from "./legal.routes.ts";

export default defineModule("legal", async (app, { db, cache }) => {
  await legalRoutes(app, { db, cache });
});
