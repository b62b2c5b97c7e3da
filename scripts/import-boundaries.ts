/**
 * The import rules of ARCHITECTURE.md, checked over the source tree (scripts/import-boundaries.test.ts):
 * - a server module uses another module only through its service (`<module>.service.ts`), and
 *   nothing outside a module reaches into a module's repository;
 * - a web feature does not import another feature, and shared web code does not import features;
 * - the web never imports server code; contracts import only zod; domain imports nothing;
 * - the zod-free entry `contracts/codes` stays free of zod.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type SourceFile = { path: string; source: string };
export type Violation = { file: string; specifier: string; rule: string };

const IMPORT_PATTERN = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Every module specifier a file imports or re-exports, statically or dynamically. */
export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT_PATTERN)].map((match) => match[1] ?? match[2] ?? "");
}

/** Repository-relative path of a relative specifier, or null for a package import. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
}

const SERVER_MODULES = "apps/server/src/modules/";
const WEB_APP = "apps/web/app/";
const WEB_FEATURES = `${WEB_APP}features/`;
const SERVER_PACKAGES = ["fastify", "drizzle-orm", "pg", "@electric-sql/pglite", "@portico/server"];

const folderUnder = (root: string, file: string) =>
  file.startsWith(root) ? (file.slice(root.length).split("/")[0] ?? null) : null;

function checkServer(file: string, target: string | null): string | null {
  if (!target) return null;
  const targetModule = folderUnder(SERVER_MODULES, target);
  if (targetModule === null) return null;
  const ownModule = folderUnder(SERVER_MODULES, file);
  if (ownModule === targetModule) return null;
  if (/\.repository(\.ts)?$/.test(target)) return "only a module's own code reads its repository; use its service";
  if (ownModule !== null && !/\.service(\.ts)?$/.test(target)) {
    return `module ${ownModule} uses module ${targetModule} only through its service`;
  }
  return null;
}

function checkWeb(file: string, specifier: string, target: string | null): string | null {
  if (SERVER_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))) {
    return "the web app never imports server code";
  }
  if (target?.startsWith("apps/server/")) return "the web app never imports server code";
  const targetFeature = target ? folderUnder(WEB_FEATURES, target) : null;
  if (targetFeature === null) return null;
  const ownFeature = folderUnder(WEB_FEATURES, file);
  if (ownFeature === targetFeature) return null;
  if (ownFeature !== null) return `feature ${ownFeature} does not import feature ${targetFeature}`;
  const area = file.slice(WEB_APP.length).split("/")[0];
  if (area === "components" || area === "lib") return `shared ${area}/ code does not import a feature`;
  return null;
}

function checkPackage(file: string, specifier: string): string | null {
  if (specifier.startsWith(".")) return null;
  if (file.startsWith("packages/contracts/src/") && specifier !== "zod") return "contracts depend on zod only";
  if (file.startsWith("packages/domain/src/")) return "domain imports nothing";
  return null;
}

/** Files reachable from `entry` through relative imports. */
function reachable(entry: string, byPath: Map<string, SourceFile>): SourceFile[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    if (seen.has(current) || !byPath.has(current)) continue;
    seen.add(current);
    for (const specifier of importsOf(byPath.get(current)?.source ?? "")) {
      const target = resolve(current, specifier);
      if (target) queue.push(target);
    }
  }
  return [...seen].map((file) => byPath.get(file) as SourceFile);
}

export function findViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const { path: file, source } of files) {
    if (/\.test\.tsx?$/.test(file)) continue;
    for (const specifier of importsOf(source)) {
      const target = resolve(file, specifier);
      const rule = file.startsWith("apps/server/src/")
        ? checkServer(file, target)
        : file.startsWith(WEB_APP)
          ? checkWeb(file, specifier, target)
          : checkPackage(file, specifier);
      if (rule) violations.push({ file, specifier, rule });
    }
  }
  const byPath = new Map(files.map((file) => [file.path, file]));
  for (const { path: file, source } of reachable("packages/contracts/src/codes.ts", byPath)) {
    for (const specifier of importsOf(source)) {
      if (specifier === "zod") violations.push({ file, specifier, rule: "contracts/codes stays free of zod" });
    }
  }
  return violations;
}

/** The TypeScript sources of the repository, as repository-relative paths. */
export function readSources(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!["node_modules", "build", ".react-router", "drizzle"].includes(entry.name)) walk(relative);
      } else if (/\.tsx?$/.test(entry.name)) {
        files.push({ path: relative, source: readFileSync(path.join(root, relative), "utf8") });
      }
    }
  };
  for (const dir of ["apps/server/src", "apps/web/app", "packages/contracts/src", "packages/domain/src"]) walk(dir);
  return files;
}
