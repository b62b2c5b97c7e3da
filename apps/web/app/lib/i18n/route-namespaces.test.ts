import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../../routes";
import type { RouteHandle } from "../route-handle";
import { NAMESPACES, type Namespace } from "./namespaces";
import { resources } from "./resources";
import { EVERY_PAGE_NAMESPACES, routeNamespaces } from "./route-namespaces";

describe("routeNamespaces", () => {
  it("gives common and shell to a route tree that declares nothing", () => {
    expect(routeNamespaces([])).toEqual(["common", "shell"]);
    expect(routeNamespaces([{ handle: undefined }, { handle: { titleKey: "notFound.title" } }])).toEqual([
      "common",
      "shell",
    ]);
  });

  it("adds each matched route's namespaces once, in NAMESPACES order whatever the order declared", () => {
    const matches = [
      { handle: { namespaces: ["staticIsp"] } },
      { handle: { namespaces: ["payment", "staticIsp", "common"] } },
      {},
    ];
    expect(routeNamespaces(matches)).toEqual(["common", "payment", "staticIsp", "shell"]);
    expect(routeNamespaces(matches.toReversed())).toEqual(routeNamespaces(matches));
  });
});

/**
 * Every route's declaration against the texts its modules use, read from the sources: a
 * `useTranslation("x")` or `useTranslation(["x", …])` call, and a `"x:key"` (or a template
 * `x:key.${…}`) whose key exists in namespace x. Walked per route: the root, its layouts and its
 * module, through their relative imports.
 * - What they import statically renders with the page: its namespaces must be declared, or the
 *   page would show keys (a `t("x:…")`) or wait for texts while it hydrates.
 * - What they import through `import()` loads later (a dialog, the payment view): a namespace it
 *   names in its own `useTranslation` is read before it renders (the component suspends), so it
 *   need not be declared; one it uses only by key must be.
 * - A declared namespace must be used by the route's modules (no stale declarations).
 */
const APP = path.resolve(import.meta.dirname, "../..");
const NAMESPACE_SET = new Set<string>(NAMESPACES);

type RouteEntry = { id?: string; file: string; children?: RouteEntry[] };
type Chain = { id: string; files: string[] };

function chains(entries: readonly RouteEntry[], parents: string[] = []): Chain[] {
  return entries.flatMap((entry) => {
    const files = [...parents, path.join(APP, entry.file)];
    return entry.children?.length ? chains(entry.children, files) : [{ id: entry.id ?? entry.file, files }];
  });
}

const sources = new Map<string, string>();
const sourceOf = (file: string) => {
  let source = sources.get(file);
  if (source === undefined) {
    source = readFileSync(file, "utf8");
    sources.set(file, source);
  }
  return source;
};

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The app's modules a file imports: statically (type-only imports left out) or through import(). */
function importsOf(file: string): { target: string; lazy: boolean }[] {
  const found: { target: string; lazy: boolean }[] = [];
  for (const [, typeOnly, staticSpecifier, lazySpecifier] of sourceOf(file).matchAll(IMPORT)) {
    const specifier = staticSpecifier ?? lazySpecifier ?? "";
    if (typeOnly || !specifier.startsWith(".")) continue;
    const base = path.resolve(path.dirname(file), specifier);
    const target = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
    );
    if (target) found.push({ target, lazy: lazySpecifier !== undefined });
  }
  return found;
}

/** Whether `path` (dotted, possibly cut short by a template) starts a key of namespace `ns`. */
function isKeyOf(namespace: string, keyPath: string): boolean {
  let node: unknown = resources.en[namespace as Namespace];
  for (const part of keyPath.split(".").filter(Boolean)) {
    if (typeof node !== "object" || node === null) return false;
    const children = node as Record<string, unknown>;
    const plural = Object.keys(children).find((key) => key.startsWith(`${part}_`));
    node = children[part] ?? (plural ? children[plural] : undefined);
    if (node === undefined) return false;
  }
  return node !== undefined;
}

type Usage = { listed: Set<string>; byKey: Set<string> };
const usages = new Map<string, Usage>();

function usageOf(file: string): Usage {
  const known = usages.get(file);
  if (known) return known;
  const source = sourceOf(file);
  const listed = new Set<string>();
  for (const [, argument = ""] of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const trimmed = argument.trim();
    // The root's wait for the route tree's namespaces (root.tsx) names none of its own.
    if (trimmed === "" || trimmed.startsWith("routeNamespaces(")) continue;
    const names = [...trimmed.matchAll(/"([^"]*)"/g)].map(([, name = ""]) => name);
    if (!/^("[^"]*"|\[\s*("[^"]*"\s*,?\s*)+\])$/.test(trimmed) || names.some((name) => !NAMESPACE_SET.has(name))) {
      throw new Error(`${path.relative(APP, file)}: useTranslation(${trimmed}) must name namespaces literally`);
    }
    for (const name of names) listed.add(name);
  }
  const byKey = new Set<string>();
  for (const [, namespace = "", keyPath = ""] of source.matchAll(/["'`]([A-Za-z]+):([A-Za-z_][\w.]*)/g)) {
    if (NAMESPACE_SET.has(namespace) && isKeyOf(namespace, keyPath.replace(/\.$/, ""))) byKey.add(namespace);
  }
  const usage = { listed, byKey };
  usages.set(file, usage);
  return usage;
}

/** The files reached statically from the entries, and those reached only through an import(). */
function reach(entries: readonly string[]): { staticFiles: Set<string>; lazyFiles: Set<string> } {
  const staticFiles = new Set<string>();
  const lazyRoots: string[] = [];
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (staticFiles.has(file)) continue;
    staticFiles.add(file);
    for (const { target, lazy } of importsOf(file)) (lazy ? lazyRoots : queue).push(target);
  }
  const lazyFiles = new Set<string>();
  for (let file = lazyRoots.pop(); file !== undefined; file = lazyRoots.pop()) {
    if (staticFiles.has(file) || lazyFiles.has(file)) continue;
    lazyFiles.add(file);
    for (const { target } of importsOf(file)) lazyRoots.push(target);
  }
  return { staticFiles, lazyFiles };
}

const ROOT = path.join(APP, "root.tsx");
const routeChains = chains(routes as unknown as RouteEntry[]);
const rel = (file: string) => path.relative(APP, file);

async function declaredOf(chain: Chain): Promise<Set<string>> {
  const modules = await Promise.all(chain.files.map((file) => import(file) as Promise<{ handle?: RouteHandle }>));
  return new Set(routeNamespaces(modules.map((module) => ({ handle: module.handle }))));
}

describe("each route's declared namespaces", () => {
  it("finds the routes and the texts of a known page", () => {
    expect(routeChains.length).toBeGreaterThan(40);
    const staticIsp = routeChains.find((chain) => chain.id === "static-isp");
    expect(staticIsp).toBeDefined();
    const { staticFiles } = reach([ROOT, ...(staticIsp?.files ?? [])]);
    const used = new Set([...staticFiles].flatMap((file) => [...usageOf(file).listed, ...usageOf(file).byKey]));
    expect(used).toContain("staticIsp");
    expect(used).toContain("shell");
    expect(used).not.toContain("console");
  });

  it("notices a namespace used only by key (a template), and ignores look-alikes that are not keys", () => {
    const file = path.join(APP, "lib/i18n/planted-usage.tsx");
    const template = ["const a = t(`staticIsp:period.", "$", "{p}`);"].join("");
    sources.set(file, `${template} const b = "orders:read"; const c = t("auth:meta.login");`);
    expect(usageOf(file)).toEqual({ listed: new Set(), byKey: new Set(["staticIsp", "auth"]) });
  });

  for (const chain of routeChains) {
    it(`${chain.id}: declares what its modules render with, and nothing else`, async () => {
      const declared = await declaredOf(chain);
      const { staticFiles, lazyFiles } = reach([ROOT, ...chain.files]);
      const problems: string[] = [];
      const usedAnywhere = new Set<string>(EVERY_PAGE_NAMESPACES);
      for (const file of staticFiles) {
        const { listed, byKey } = usageOf(file);
        for (const namespace of [...listed, ...byKey]) {
          usedAnywhere.add(namespace);
          if (!declared.has(namespace)) problems.push(`${rel(file)} renders with "${namespace}", not declared`);
        }
      }
      for (const file of lazyFiles) {
        const { listed, byKey } = usageOf(file);
        for (const namespace of [...listed, ...byKey]) usedAnywhere.add(namespace);
        for (const namespace of byKey) {
          if (!declared.has(namespace) && !listed.has(namespace)) {
            problems.push(
              `${rel(file)} (loaded on demand) uses "${namespace}" by key: name it in its useTranslation or declare it`,
            );
          }
        }
      }
      for (const namespace of declared) {
        if (!usedAnywhere.has(namespace)) problems.push(`"${namespace}" is declared but none of its modules uses it`);
      }
      expect(problems).toEqual([]);
    }, 30_000);
  }
});
