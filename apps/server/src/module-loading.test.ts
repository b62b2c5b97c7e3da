import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { ResolveFnOutput, ResolveHookContext } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { packageTypeOf, resolveKnownPackageFormat } from "./module-loading.ts";

// A stand-in node_modules: an ES module package (with a nested folder), a package without "type",
// and a CommonJS one.
const root = mkdtempSync(path.join(tmpdir(), "portico-module-loading-"));
const modules = path.join(root, "node_modules");
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};
write(path.join(modules, "esm-package/package.json"), JSON.stringify({ name: "esm-package", type: "module" }));
write(path.join(modules, "esm-package/deep/inner/file.js"), "export {};");
write(path.join(modules, "untyped-package/package.json"), JSON.stringify({ name: "untyped-package" }));
write(path.join(modules, "cjs-package/package.json"), JSON.stringify({ name: "cjs-package", type: "commonjs" }));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const fromNode: ResolveFnOutput = { url: "file:///from-node.js" };
const importContext = (parent: string): ResolveHookContext => ({
  conditions: ["node", "import", "node-addons"],
  importAttributes: {},
  parentURL: pathToFileURL(parent).href,
});

describe("module loading: a package's own relative imports", () => {
  it("answers the format of an ES module package's relative .js imports from its package.json", () => {
    const next = vi.fn(() => fromNode);
    const parent = path.join(modules, "esm-package/deep/inner/file.js");
    const answer = resolveKnownPackageFormat("../sibling.js", importContext(parent), next);
    expect(answer).toEqual({
      url: pathToFileURL(path.join(modules, "esm-package/deep/sibling.js")).href,
      format: "module",
      shortCircuit: true,
    });
    expect(next).not.toHaveBeenCalled();
  });

  it("leaves everything else to Node", () => {
    const next = vi.fn(() => fromNode);
    const esmParent = path.join(modules, "esm-package/index.js");
    const cases: [string, ResolveHookContext][] = [
      ["esm-package/other", importContext(esmParent)], // a bare specifier: exports and conditions
      ["./other.mjs", importContext(esmParent)], // not .js
      ["./other.js?x=1", importContext(esmParent)], // a query
      ["./index.js", importContext(path.join(modules, "untyped-package/main.js"))], // no "type": Node detects
      ["./index.js", importContext(path.join(modules, "cjs-package/main.js"))], // CommonJS
      ["./other.js", importContext(path.join(root, "src/app.js"))], // outside node_modules
      ["./other.js", { ...importContext(esmParent), conditions: ["node", "require"] }], // require()
    ];
    for (const [specifier, context] of cases) {
      expect(resolveKnownPackageFormat(specifier, context, next)).toBe(fromNode);
    }
    expect(next).toHaveBeenCalledTimes(cases.length);
  });

  it("finds the nearest package.json, stopping at the package's node_modules folder", () => {
    expect(packageTypeOf(path.join(modules, "esm-package/deep/inner"))).toBe("module");
    expect(packageTypeOf(path.join(modules, "cjs-package"))).toBe("commonjs");
    expect(packageTypeOf(path.join(modules, "untyped-package"))).toBeNull();
    // A folder with no package.json up to node_modules: not the project's package.json above it.
    write(path.join(root, "package.json"), JSON.stringify({ type: "module" }));
    expect(packageTypeOf(path.join(modules, "loose-files/dist"))).toBeNull();
  });

  it("resolves drizzle-orm's own files to the files Node resolves", async () => {
    const drizzleIndex = import.meta.resolve("drizzle-orm");
    const answer = resolveKnownPackageFormat(
      "./sql/index.js",
      { conditions: ["node", "import"], importAttributes: {}, parentURL: drizzleIndex },
      () => fromNode,
    );
    expect(answer).toMatchObject({ format: "module", shortCircuit: true });
    expect(answer.url).toBe(new URL("./sql/index.js", drizzleIndex).href);
    // The same file a plain import of the package loads.
    const viaNode = await import(answer.url);
    expect(viaNode.sql).toBeTypeOf("function");
  });
});
