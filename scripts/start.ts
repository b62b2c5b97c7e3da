/**
 * `npm start`: build the web app when there is no build yet, then run the server in
 * production mode (it migrates, seeds an empty database and serves on PORT).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const webBuild = new URL("../apps/web/build/server/index.js", import.meta.url);

if (!existsSync(webBuild)) {
  console.log("No web build found: building it first (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV ??= "production";
process.chdir(root);
// A computed specifier keeps this entry out of the tools typecheck project; the server
// project checks main.ts itself.
await import(new URL("../apps/server/src/main.ts", import.meta.url).href);
