import { speedUpModuleLoading } from "./module-loading.ts";

// Process entry: serves the API and the built web app on one port (`npm start` comes through
// scripts/start.js, which can build the web app first). The module-loading speed-ups must be in
// place before the server's modules load, hence the dynamic import.
speedUpModuleLoading();
const { startProduction } = await import("./start-production.ts");
await startProduction({ buildWebWhenMissing: false });
