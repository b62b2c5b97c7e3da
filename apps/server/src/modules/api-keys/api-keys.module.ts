import { defineModule } from "../../app-module.ts";
import { apiKeyCredential } from "./api-key-credential.ts";
import apiKeysRoutes from "./api-keys.routes.ts";

/** Customers' API keys: the keys page's endpoints, and the key as a credential (ADR 409). */
export default defineModule("api-keys", async (app, { config, db, rateLimits }) => {
  app.auth?.addCredential(apiKeyCredential({ db, ratePerMinute: config.apiKeyRatePerMinute, rateLimits }));
  await apiKeysRoutes(app, { db });
});
