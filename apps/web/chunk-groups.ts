import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * How the client build groups modules into files. The default split makes one file per shared
 * module (~70 on the home page); over HTTP/1.1 every page then waits on a queue of small requests
 * before it can paint. Two groups cut that to a handful without loading much a page does not use:
 * - framework: React and React Router — every page runs them, and they change rarely, so
 *   browsers keep this file cached across releases of our own code (the browser's i18n is
 *   Portico's own subset, `browser-i18n-subset.ts`, and lands in the shell);
 * - shell: what the root and the public layout import statically (header, footer and the
 *   Mantine parts they use) — every public page needs all of it before hydrating.
 * Route modules and what only they import stay split by route; lazy pieces stay lazy.
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

const SHELL_ENTRIES = ["app/entry.client.tsx", "app/root.tsx", "app/public/routes/public-layout.tsx"].map((file) =>
  path.resolve(import.meta.dirname, file),
);

/**
 * Packages imported through one index that re-exports every component or icon. Following the
 * index would put all of Mantine into the shell; instead only the names a module imports are
 * followed, to the files that define them.
 */
const BARRELS: Record<string, RegExp> = {
  "@mantine/core": /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/,
  "@mantine/hooks": /node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/,
  "@tabler/icons-react": /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs$/,
  "@portico/domain": /packages[\\/]domain[\\/]src[\\/]index\.ts$/,
  "@portico/contracts": /packages[\\/]contracts[\\/]src[\\/]index\.ts$/,
  // The zod-free constants every screen imports: without narrowing, the shell would hold every
  // module's codes that any page uses (the account screens' ones too), not just its own.
  "@portico/contracts/codes": /packages[\\/]contracts[\\/]src[\\/]codes\.ts$/,
};

type ModuleInfo = { code: string | null; importedIds: readonly string[]; exports: readonly string[] };
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

/** `{ a, b as c }` → the names visible after the import or export: a, c. */
function localNames(list: string): string[] {
  return list
    .split(",")
    .map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? "",
    )
    .filter(Boolean);
}

/**
 * Name → file for a barrel: its `import { X } from "./x.mjs"`, `export { default as X } from`
 * and `export * from "./x.ts"` lines (the last through the exports the bundler found there).
 */
function barrelFiles(graph: ModuleGraph, barrelId: string, code: string): Map<string, string> {
  const files = new Map<string, string>();
  const resolve = (relative: string) => path.resolve(path.dirname(barrelId), relative);
  for (const [, list = "", relative = ""] of code.matchAll(
    /(?:import|export)\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g,
  )) {
    for (const name of localNames(list)) files.set(name, resolve(relative));
  }
  for (const [, relative = ""] of code.matchAll(/export\s*\*\s*from\s*["'](\.[^"']+)["']/g)) {
    const file = resolve(relative);
    for (const name of graph.getModuleInfo(file)?.exports ?? []) files.set(name, file);
  }
  return files;
}

// Each index file is read once per build, not once per module that imports it.
const barrelFilesById = new Map<string, { code: string; files: Map<string, string> }>();
function barrelFilesOnce(graph: ModuleGraph, barrelId: string, code: string): Map<string, string> {
  const known = barrelFilesById.get(barrelId);
  if (known?.code === code) return known.files;
  const files = barrelFiles(graph, barrelId, code);
  barrelFilesById.set(barrelId, { code, files });
  return files;
}

/** The names a module imports from a package, or null when it imports it some other way. */
function namesImported(code: string, specifier: string): string[] | null {
  const escaped = specifier.replace(/[/\\^$.*+?()[\]{}|-]/g, "\\$&");
  const lists = [...code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${escaped}["']`, "g"))];
  const otherForms = new RegExp(`import\\s+(\\*|\\w)[^;]*from\\s*["']${escaped}["']`).test(code);
  if (lists.length === 0 || otherForms) return null;
  return lists.flatMap(([, list = ""]) => localNames(list.replace(/\btype\s+\w+\s*(,|$)/g, "")));
}

/** What a module's static imports lead to, with barrels narrowed to the names it uses. */
function staticDependencies(graph: ModuleGraph, info: ModuleInfo): string[] {
  const dependencies: string[] = [];
  for (const id of info.importedIds) {
    const specifier = Object.keys(BARRELS).find((name) => BARRELS[name]?.test(id));
    const barrelCode = specifier ? graph.getModuleInfo(id)?.code : null;
    const names = specifier && barrelCode && info.code ? namesImported(info.code, specifier) : null;
    if (!specifier || !barrelCode || !names) {
      dependencies.push(id);
      continue;
    }
    const files = barrelFilesOnce(graph, id, barrelCode);
    for (const name of names) dependencies.push(files.get(name) ?? id);
  }
  return dependencies;
}

// One chunking pass hands out the same module-info objects: key the computed set on one of them.
const shellByPass = new WeakMap<object, Set<string>>();

/** Every module the shell entries reach through static imports (dynamic imports stay lazy). */
function shellModules(graph: ModuleGraph): Set<string> {
  const anchor = graph.getModuleInfo(SHELL_ENTRIES[0] as string);
  if (!anchor) return new Set();
  const cached = shellByPass.get(anchor);
  if (cached) return cached;
  const reached = new Set<string>();
  const queue = [...SHELL_ENTRIES];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    if (info) queue.push(...staticDependencies(graph, info));
  }
  shellByPass.set(anchor, reached);
  return reached;
}

const APP = path.resolve(import.meta.dirname, "app");
const routeFiles = (audience: string, name: RegExp) =>
  readdirSync(path.join(APP, audience, "routes"))
    .filter((file) => name.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(APP, audience, "routes", file));
const UCENTER_LAYOUT = routeFiles("account", /^ucenter-layout\.tsx$/);
const DASHBOARD = routeFiles("account", /^ucenter-info\.tsx$/);

// Closures computed in one chunking pass, keyed on one of its module-info objects (see below).
const closuresByPass = new WeakMap<object, Map<string, Set<string>>>();

/** Every module these entries reach through static imports, barrels narrowed; once per pass. */
function reachable(graph: ModuleGraph, key: string, entries: () => string[]): Set<string> {
  const anchor = graph.getModuleInfo(SHELL_ENTRIES[0] as string);
  if (!anchor) return new Set();
  let closures = closuresByPass.get(anchor);
  if (!closures) {
    closures = new Map();
    closuresByPass.set(anchor, closures);
  }
  const known = closures.get(key);
  if (known) return known;
  const reached = new Set<string>();
  const queue = entries();
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    reached.add(id);
    queue.push(...staticDependencies(graph, info));
  }
  closures.set(key, reached);
  return reached;
}

/**
 * The user centre's common code, in two files instead of one per shared module (~70 small files
 * on the dashboard, each a round trip of its own over HTTP/1.1):
 * - ucenter: what its layout imports (the shell, the data layer, the API client) and what the
 *   dashboard, its first route, shares with the other user-centre routes. Every user-centre route
 *   needs the layout, so the group costs them little; the dashboard's own modules stay in its route
 *   chunk;
 * - account: of those, what the payment page (an account route under the public layout) imports as
 *   well, so that page loads this file and not the user centre's shell.
 * Nothing a public page reaches statically is taken: the public pages load neither file.
 */
function ucenterGroup(id: string, graph: ModuleGraph): string | null {
  const publicPages = reachable(graph, "public", () => [...SHELL_ENTRIES, ...routeFiles("public", /\.tsx$/)]);
  if (publicPages.has(id)) return null;
  const first = reachable(graph, "ucenter-first", () => [...UCENTER_LAYOUT, ...DASHBOARD]);
  if (!first.has(id)) return null;
  const payment = reachable(graph, "payment", () => routeFiles("account", /^(?!ucenter-).*\.tsx$/));
  if (payment.has(id)) return "account";
  if (reachable(graph, "ucenter-layout", () => [...UCENTER_LAYOUT]).has(id)) return "ucenter";
  const otherScreens = reachable(graph, "ucenter-screens", () =>
    routeFiles("account", /^ucenter-.*\.tsx$/).filter(
      (file) => !DASHBOARD.includes(file) && !UCENTER_LAYOUT.includes(file),
    ),
  );
  return otherScreens.has(id) ? "ucenter" : null;
}

export const clientCodeSplitting = {
  groups: [
    { name: "framework", test: FRAMEWORK, priority: 20 },
    { name: (id: string, graph: ModuleGraph) => (shellModules(graph).has(id) ? "shell" : null), priority: 10 },
    {
      name: (id: string, graph: ModuleGraph) => (ucenterGroup(id, graph) === "account" ? "account" : null),
      priority: 6,
      includeDependenciesRecursively: false,
    },
    {
      name: (id: string, graph: ModuleGraph) => (ucenterGroup(id, graph) === "ucenter" ? "ucenter" : null),
      priority: 5,
      includeDependenciesRecursively: false,
    },
  ],
};

/**
 * The user-centre groups take exactly their modules, not also the modules' dependencies (those
 * may be public pages' code, which must stay out of files the user centre alone loads). Rolldown
 * allows that only when an entry chunk may export more than its module did (`allow-extension`;
 * React Router sets `exports-only`, and reads only the route exports it knows).
 */
export function allowEntryExtension() {
  return {
    name: "portico:allow-entry-extension",
    enforce: "post" as const,
    configEnvironment() {
      return { build: { rollupOptions: { preserveEntrySignatures: "allow-extension" as const } } };
    },
  };
}
