/**
 * The import rules of ARCHITECTURE.md, checked over the source tree (scripts/import-boundaries.test.ts):
 * - a server module uses another module only through its service (`<module>.service.ts`) and its
 *   plain types (`<module>.types.ts`), and nothing outside a module reaches into a module's
 *   repository; a module's tables (`<module>.tables.ts`) are imported by its own code, by another
 *   module's tables (a foreign key) and by the gathered `db/schema` only: a repository reads only
 *   its own module's tables, and no module imports `db/schema`; `plugins/`, `admin/` and `jobs/`
 *   reach no module's repository or tables (nor `db/schema`); modules exchange plain types, never
 *   another module's rows (`…Row`), and a `*.types.ts` file imports no tables (ADR 410);
 * - the web app is grouped by audience (`public/`, `account/`, `console/`): public code reaches
 *   account code only through `import()` (the payment view loads on the click) and never console
 *   code; account and console code do not import each other (the user centre may use the public
 *   panels); shared code (`components/`, `lib/`) imports no audience's code; a feature does not
 *   import another feature; and TanStack Query is not reached by the public pages' static imports
 *   (their JS budget);
 * - the web never imports server code; contracts import only zod; domain imports nothing;
 * - the zod-free entry `contracts/codes` stays free of zod.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type SourceFile = { path: string; source: string };
export type Violation = { file: string; specifier: string; rule: string };

const IMPORT_PATTERN = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Every module specifier a file imports or re-exports, and whether through a dynamic `import()`. */
export function importSitesOf(source: string): { specifier: string; lazy: boolean }[] {
  return [...source.matchAll(IMPORT_PATTERN)].map((match) => ({
    specifier: match[1] ?? match[2] ?? "",
    lazy: match[1] === undefined,
  }));
}

/** Every module specifier a file imports or re-exports, statically or dynamically. */
export function importsOf(source: string): string[] {
  return importSitesOf(source).map((site) => site.specifier);
}

/** Repository-relative path of a relative specifier, or null for a package import. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
}

const SERVER_MODULES = "apps/server/src/modules/";
const WEB_APP = "apps/web/app/";
/** The web app's folders by audience: visitors, customers, staff. Everything else is shared. */
const WEB_AUDIENCES = new Set(["public", "account", "console"]);
/** What the public pages load first: the TanStack Query rule follows their static imports from here. */
const PUBLIC_PAGE_ENTRIES = [`${WEB_APP}entry.client.tsx`, `${WEB_APP}root.tsx`];
const PUBLIC_ROUTES = `${WEB_APP}public/routes/`;
const SERVER_PACKAGES = ["fastify", "drizzle-orm", "pg", "@electric-sql/pglite", "@portico/server"];

const folderUnder = (root: string, file: string) =>
  file.startsWith(root) ? (file.slice(root.length).split("/")[0] ?? null) : null;

const SERVER_SRC = "apps/server/src/";
/** Every table gathered for drizzle-kit, the seed and the tests: no application code imports it. */
const DB_SCHEMA = `${SERVER_SRC}db/schema`;
/** Server code outside the modules that reaches them only through their services. */
const THROUGH_SERVICES = ["plugins", "admin", "jobs"];

const isTables = (file: string) => /\.tables(\.ts)?$/.test(file);
const isRepository = (file: string) => /\.repository(\.ts)?$/.test(file);
const isService = (file: string) => /\.service(\.ts)?$/.test(file);
const isPlainTypes = (file: string) => /\.types(\.ts)?$/.test(file);
const isDbSchema = (target: string) => target === DB_SCHEMA || target.startsWith(`${DB_SCHEMA}/`);

const NAMED_IMPORT_PATTERN =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** `type B as C` → B: the name as the other file exports it. */
const exportedName = (item: string) =>
  item
    .trim()
    .replace(/^type\s+/, "")
    .split(/\s+as\s+/)[0] ?? "";

/** The names a file imports or re-exports from each specifier (`import { a, type B as C }` gives a, B). */
export function importedNamesOf(source: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const [, list = "", specifier = ""] of source.matchAll(NAMED_IMPORT_PATTERN)) {
    const listed = list
      .split(",")
      .map(exportedName)
      .filter((name) => name !== "");
    names.set(specifier, [...(names.get(specifier) ?? []), ...listed]);
  }
  return names;
}

function checkServer(file: string, target: string | null, names: readonly string[]): string | null {
  if (!target) return null;
  const ownModule = folderUnder(SERVER_MODULES, file);
  const area = folderUnder(SERVER_SRC, file);
  const throughServices = area !== null && THROUGH_SERVICES.includes(area) ? `${area}/` : null;
  if (isPlainTypes(file) && (isTables(target) || isDbSchema(target))) {
    return "a plain types file imports no tables: its types are written out";
  }
  if (isDbSchema(target)) {
    if (ownModule !== null)
      return `module ${ownModule} imports its own tables (${ownModule}.tables.ts), never db/schema`;
    if (throughServices) return `${throughServices} code goes through the modules' services, never db/schema`;
    return null;
  }
  const targetModule = folderUnder(SERVER_MODULES, target);
  if (targetModule === null) return null;
  if (ownModule === targetModule) return null;
  if (throughServices && (isRepository(target) || isTables(target))) {
    const reached = isTables(target) ? "tables" : "repository";
    return `${throughServices} code goes through the service of module ${targetModule}, never its ${reached}`;
  }
  if (isTables(target)) {
    // A table may reference another module's table: a foreign key, nothing read through it.
    if (ownModule !== null && isTables(file)) return null;
    if (isRepository(file))
      return `a repository reads only its own module's tables, not those of module ${targetModule}`;
    if (file.startsWith(`${DB_SCHEMA}/`)) return null;
    return ownModule !== null
      ? `module ${ownModule} does not import the tables of module ${targetModule}; use its service`
      : `the tables of module ${targetModule} are imported only by it and db/schema; use its service`;
  }
  if (isRepository(target)) return "only a module's own code reads its repository; use its service";
  // A row type by the tables' naming (`OrderRow`, `NewOrderRow`), not a function like `presentOrderRow`.
  const rows = names.filter((name) => /^[A-Z]\w*Row$/.test(name));
  if (rows.length > 0) {
    return `modules exchange plain types, never the rows of module ${targetModule} (${rows.join(", ")})`;
  }
  if (ownModule !== null && !isService(target) && !isPlainTypes(target)) {
    return `module ${ownModule} uses module ${targetModule} only through its service and plain types`;
  }
  return null;
}

/** The audience folder a web file sits in, or null for shared code (components/, lib/, the root). */
function audienceOf(file: string): string | null {
  const top = folderUnder(WEB_APP, file);
  return top !== null && WEB_AUDIENCES.has(top) ? top : null;
}

/** `features/<name>` (under an audience) a web file belongs to, or null. */
function featureOf(file: string): { folder: string; name: string } | null {
  const match = /^apps\/web\/app\/((?:[^/]+\/)?features\/([^/]+))\//.exec(file);
  return match ? { folder: match[1] as string, name: match[2] as string } : null;
}

function checkWeb(file: string, specifier: string, target: string | null, lazy: boolean): string | null {
  if (SERVER_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))) {
    return "the web app never imports server code";
  }
  if (target?.startsWith("apps/server/")) return "the web app never imports server code";
  if (!target?.startsWith(WEB_APP)) return null;
  const ownFeature = featureOf(file);
  const targetFeature = featureOf(target);
  if (ownFeature && targetFeature && ownFeature.folder !== targetFeature.folder) {
    return `feature ${ownFeature.name} does not import feature ${targetFeature.name}`;
  }
  const own = audienceOf(file);
  const to = audienceOf(target);
  if (to === null || to === own) return null;
  if (own === null) {
    const shared = file.slice(WEB_APP.length).includes("/")
      ? `${folderUnder(WEB_APP, file)}/`
      : file.slice(WEB_APP.length);
    return `shared ${shared} code does not import ${to}/ code`;
  }
  if (own === "public" && to === "account") {
    return lazy ? null : "public code reaches account code only through import(), so it loads on the click";
  }
  // The user centre's buy pages show the public panels.
  if (own === "account" && to === "public") return null;
  return `${own}/ code does not import ${to}/ code`;
}

/** The source file a web import names: the path as written, or with the extension Vite adds. */
function webFile(target: string, byPath: Map<string, SourceFile>): string | null {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
    if (byPath.has(candidate)) return candidate;
  }
  return null;
}

/**
 * TanStack Query is the user centre's data layer: no file the public pages import statically
 * (from the entry, the root and the public routes) may import it, or it would load with every
 * public page and eat into their JS budget. A lazy `import()` is where that walk stops.
 */
function tanstackOnPublicPages(byPath: Map<string, SourceFile>): Violation[] {
  const violations: Violation[] = [];
  const entries = [...PUBLIC_PAGE_ENTRIES, ...[...byPath.keys()].filter((file) => file.startsWith(PUBLIC_ROUTES))];
  const from = new Map<string, string>(entries.map((entry) => [entry, entry]));
  const queue = [...entries];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    for (const { specifier, lazy } of importSitesOf(byPath.get(current)?.source ?? "")) {
      if (lazy) continue;
      if (specifier === "@tanstack/react-query" || specifier.startsWith("@tanstack/")) {
        const entry = from.get(current) ?? current;
        violations.push({
          file: current,
          specifier,
          rule: `TanStack Query stays out of the public pages' JS (reached from ${entry.slice(WEB_APP.length)})`,
        });
        continue;
      }
      const target = resolve(current, specifier);
      const next = target ? webFile(target, byPath) : null;
      if (next && !from.has(next)) {
        from.set(next, from.get(current) ?? current);
        queue.push(next);
      }
    }
  }
  return violations;
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
    const names = file.startsWith(SERVER_SRC) ? importedNamesOf(source) : new Map<string, string[]>();
    for (const { specifier, lazy } of importSitesOf(source)) {
      const target = resolve(file, specifier);
      const rule = file.startsWith(SERVER_SRC)
        ? checkServer(file, target, names.get(specifier) ?? [])
        : file.startsWith(WEB_APP)
          ? checkWeb(file, specifier, target, lazy)
          : checkPackage(file, specifier);
      if (rule) violations.push({ file, specifier, rule });
    }
  }
  const byPath = new Map(files.map((file) => [file.path, file]));
  violations.push(...tanstackOnPublicPages(byPath));
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
