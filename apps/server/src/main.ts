import { loadConfigOrExit } from "./config.ts";
import { loadProductionWebApp, WebBuildMissingError } from "./plugins/web-build.ts";
import { startServer } from "./start-server.ts";

// Process entry: serves the API and the built web app on one port.
const config = loadConfigOrExit();
try {
  await startServer(config, () => loadProductionWebApp(config.webBuildDir));
} catch (error) {
  if (error instanceof WebBuildMissingError) {
    console.error(error.message);
  } else {
    console.error("Failed to start:", error);
  }
  process.exit(1);
}
