import { readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The image keeps only "dependencies" (`scripts/release.sh prune`, `npm prune --omit=dev`): every
 * package the server imports at run time must be one, or the container fails at its first import.
 * Development-only entry points are listed here; tests and test helpers are skipped.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const DEVELOPMENT_ONLY = new Set(["apps/server/src/dev.ts"]);
/** Folders of test code only: the test helpers, and the reliability suite (issue #26). */
const TEST_FOLDERS = new Set(["test", "reliability"]);
const WORKSPACES = ["apps/server", "apps/web", "packages/contracts", "packages/domain"];

const productionPackages = new Set(
  WORKSPACES.flatMap((workspace) =>
    Object.keys(
      (JSON.parse(readFileSync(path.join(ROOT, workspace, "package.json"), "utf8")) as { dependencies?: object })
        .dependencies ?? {},
    ),
  ),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return TEST_FOLDERS.has(name) ? [] : sourceFiles(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [full] : [];
  });
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)["']([^"'./][^"']*)["']/g;
const packageOf = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : (specifier.split("/")[0] ?? specifier);

describe("the production image's packages", () => {
  it("hold every package the server and the shared packages import at run time", () => {
    const missing: string[] = [];
    for (const dir of ["apps/server/src", "packages/contracts/src", "packages/domain/src"]) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        const relative = path.relative(ROOT, file);
        if (DEVELOPMENT_ONLY.has(relative)) continue;
        for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(IMPORT)) {
          if (specifier.startsWith("node:") || builtinModules.includes(specifier)) continue;
          const name = packageOf(specifier);
          if (!productionPackages.has(name)) missing.push(`${relative}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
