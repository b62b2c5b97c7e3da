/**
 * The server `npm run bench:plugins` measures: Portico as `npm start` runs it (production, the
 * built web app, the configuration from the environment), with the cross-cutting plugins named
 * in `BENCH_WITHOUT` (comma-separated, `all` for every one) left out.
 */
import { CROSS_CUTTING_PLUGINS, type CrossCuttingPlugin } from "../app.ts";
import { loadConfig } from "../config.ts";
import { loadProductionWebApp } from "../plugins/web-build.ts";
import { startServer } from "../start-server.ts";

const named = (process.env.BENCH_WITHOUT ?? "").split(",").filter((name) => name !== "");
const without = new Set<CrossCuttingPlugin>(
  named.includes("all") ? CROSS_CUTTING_PLUGINS : (named as CrossCuttingPlugin[]),
);
for (const name of without) {
  if (!CROSS_CUTTING_PLUGINS.includes(name)) throw new Error(`BENCH_WITHOUT: no plugin called ${name}`);
}
const config = loadConfig(process.env);
await startServer(config, () => loadProductionWebApp(config.webBuildDir), { without });
