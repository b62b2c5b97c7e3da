import { defineModule } from "../../app-module.ts";
import gatewayRoutes from "./gateway.routes.ts";
import { gatewayCredential } from "./gateway-credential.ts";

/**
 * The proxy gateway's side of Portico (ADR 411): its service credential, when GATEWAY_SERVICE_TOKEN
 * is set, and the internal endpoints it calls — usage batches, login checks, the account look-up.
 */
export default defineModule("gateway", async (app, { config, db, clock }) => {
  if (config.gatewayServiceToken) app.auth?.addCredential(gatewayCredential(config.gatewayServiceToken));
  await gatewayRoutes(app, { db, now: clock.now });
});
