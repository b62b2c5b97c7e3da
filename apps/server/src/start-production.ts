import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { loadConfig, REPO_ROOT } from "./config.ts";
import { saveModuleCache } from "./module-loading.ts";
import { assertWebBuild, hasWebBuild, loadProductionWebApp } from "./plugins/web-build.ts";
import { startErrorSentence, webBuildCannotBeMade } from "./start-errors.ts";
import { startServer } from "./start-server.ts";
import { startTimeline } from "./start-timeline.ts";

/**
 * The production start (main.ts, and `npm start` through scripts/start.js): configuration, the
 * web build (made first when asked and missing), then the server. A cause the operator can fix
 * ends the process with one sentence on stderr (start-errors.ts); anything else with its stack.
 */
export async function startProduction(options: { buildWebWhenMissing: boolean }): Promise<void> {
  const timeline = startTimeline();
  timeline.mark("modules");
  try {
    const config = loadConfig(process.env);
    if (options.buildWebWhenMissing && !hasWebBuild(config.webBuildDir)) {
      buildWebApp(config.webBuildDir);
      timeline.mark("build");
    }
    // Before the database is touched: startServer opens it while the build's modules load.
    assertWebBuild(config.webBuildDir);
    await startServer(config, () => loadProductionWebApp(config.webBuildDir), { timeline });
    // Everything the start compiled, kept for the next start (Node would write it only at exit).
    saveModuleCache();
  } catch (error) {
    const sentence = startErrorSentence(error);
    if (sentence) console.error(sentence);
    else console.error("Failed to start:", error);
    process.exit(1);
  }
}

/** `npm run build` into WEB_BUILD_DIR (apps/web/react-router.config.ts reads it too). */
function buildWebApp(webBuildDir: string): void {
  try {
    mkdirSync(webBuildDir, { recursive: true });
  } catch (error) {
    throw webBuildCannotBeMade(webBuildDir, `${(error as NodeJS.ErrnoException).code ?? "error"} creating it`);
  }
  console.log(`No web build in ${webBuildDir} yet: building it first (npm run build)…`);
  const build = spawnSync("npm", ["run", "build"], {
    cwd: REPO_ROOT,
    stdio: "inherit",
    env: { ...process.env, WEB_BUILD_DIR: webBuildDir },
  });
  if (build.error) throw webBuildCannotBeMade(webBuildDir, `npm could not be run: ${build.error.message}`);
  if (build.status !== 0) {
    throw webBuildCannotBeMade(
      webBuildDir,
      `npm run build failed with exit code ${build.status ?? build.signal}; its errors are above`,
    );
  }
  if (!hasWebBuild(webBuildDir)) throw webBuildCannotBeMade(webBuildDir, "npm run build left no build there");
}
