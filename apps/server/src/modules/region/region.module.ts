import { defineModule } from "../../app-module.ts";
import regionRoutes from "./region.routes.ts";

export default defineModule("region", async (app, { cache }) => {
  await regionRoutes(app, { cache });
});
