import { defineModule } from "../../app-module.ts";
import proxyNetworkRoutes from "./proxy-network.routes.ts";
import proxyNetworkConsoleRoutes from "./proxy-network-console.routes.ts";

/** What the proxy generator offers: the pool's countries and states, and the gateway's entry hosts; the console edits them. */
export default defineModule("proxy-network", async (app, { db, cache }) => {
  await proxyNetworkRoutes(app, { db, cache });
  await proxyNetworkConsoleRoutes(app, { db });
});
