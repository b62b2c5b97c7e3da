/**
 * Runs after the web build, before precompression (ADR 414): rewrites the route manifest file
 * the browser loads (`assets/manifest-*.js`, every route of the app, ADR 308) without each
 * route's `imports` list. In the browser React Router reads that list only to preload a link's
 * modules (`<Link prefetch>`, which Portico does not use) and while hydrating, to render the
 * `modulepreload` tags the server has already sent; the server renders those tags from its own
 * copy of the manifest, which keeps the lists. Without them a route costs the manifest ~35 bytes
 * gzip instead of 50–230, and it is this file every public page loads.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const PREFIX = "window.__reactRouterManifest=";

type RouteEntry = { imports?: string[]; [key: string]: unknown };
type BrowserManifest = { routes: Record<string, RouteEntry>; [key: string]: unknown };

/** The manifest file's text with the routes' `imports` lists left out; the entry's stay. */
export function slimBrowserManifest(source: string): string {
  const trimmed = source.trim();
  if (!trimmed.startsWith(PREFIX) || !trimmed.endsWith(";"))
    throw new Error("Not a React Router browser manifest: it must be `window.__reactRouterManifest={…};`");
  const manifest = JSON.parse(trimmed.slice(PREFIX.length, -1)) as BrowserManifest;
  for (const route of Object.values(manifest.routes)) delete route.imports;
  return `${PREFIX}${JSON.stringify(manifest)};`;
}

if (import.meta.main) {
  const repoRoot = path.resolve(import.meta.dirname, "..");
  const assetsDir = process.argv[2]
    ? path.resolve(process.argv[2])
    : path.join(path.resolve(repoRoot, process.env.WEB_BUILD_DIR || "apps/web/build"), "client", "assets");
  // The build does not empty the directory: earlier builds' manifests may lie beside this one's.
  // Slimming is idempotent, so each is rewritten.
  const files = readdirSync(assetsDir).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (files.length === 0) throw new Error(`No manifest-*.js in ${assetsDir}`);
  for (const name of files) {
    const file = path.join(assetsDir, name);
    const before = readFileSync(file, "utf8");
    const after = slimBrowserManifest(before);
    writeFileSync(file, after);
    console.log(`route manifest ${name}: ${before.length} → ${after.length} bytes without the routes' imports`);
  }
}
