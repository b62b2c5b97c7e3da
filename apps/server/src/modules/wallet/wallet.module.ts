import { defineModule } from "../../app-module.ts";
import walletRoutes from "./wallet.routes.ts";

export default defineModule("wallet", async (app, { db }) => {
  await walletRoutes(app, { db });
});
