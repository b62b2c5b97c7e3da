import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A web build directory a spawned server accepts at start (server/index.js and client/), for tests
 * of the process itself — its start, its errors, its shutdown — that never render a page.
 */
export function writeStubWebBuild(dir: string): string {
  mkdirSync(path.join(dir, "client"), { recursive: true });
  mkdirSync(path.join(dir, "server"), { recursive: true });
  writeFileSync(
    path.join(dir, "server/index.js"),
    "export const entry = { module: { createAppLoadContext() {}, default() {} } };\n" +
      'export const routes = {}; export const assets = { entry: { module: "", imports: [] }, routes: {} };\n' +
      'export const publicPath = "/"; export const assetsBuildDirectory = ""; export const future = {};\n',
  );
  return dir;
}
