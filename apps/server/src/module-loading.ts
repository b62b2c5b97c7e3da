import { readFileSync } from "node:fs";
import module, { type ResolveHookContext, type ResolveHookSync } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Two ways the production start loads its ~2,000 modules faster (measured in
 * docs/decisions/009-a-fast-restart.md). Call it before importing the server: it only affects
 * modules loaded after it.
 *
 * 1. Node's compile cache: the V8 code cache and the type-stripped TypeScript of every module
 *    are kept on disk (`NODE_COMPILE_CACHE`, else Node's default under the temp directory), so
 *    a restart neither strips types nor compiles from scratch. A cache that cannot be written
 *    is skipped silently; `NODE_DISABLE_COMPILE_CACHE=1` turns it off.
 * 2. The module format of a package's own relative imports from its `package.json` "type",
 *    read once per package: Node 24.9 parses the whole `package.json` again for every file
 *    it loads, `exports` included, and drizzle-orm's is 178 KB, so its ~470 files cost half a
 *    second. Only `import`s of `./…js` or `../…js` inside `node_modules` by a package that
 *    declares `"type": "module"` are answered here; everything else goes to Node.
 */
export function speedUpModuleLoading(): void {
  if (installed) return;
  installed = true;
  module.enableCompileCache?.();
  module.registerHooks?.({ resolve: resolveKnownPackageFormat });
}

let installed = false;

/** Writes the code cache gathered so far (Node otherwise writes it only at a clean exit). */
export function saveModuleCache(): void {
  module.flushCompileCache?.();
}

const typeByDirectory = new Map<string, string | null>();

/** The "type" of the package that holds `directory`, or null when none is declared. */
export function packageTypeOf(directory: string): string | null {
  const known = typeByDirectory.get(directory);
  if (known !== undefined) return known;
  let type: string | null;
  try {
    const manifest = JSON.parse(readFileSync(path.join(directory, "package.json"), "utf8")) as { type?: unknown };
    type = typeof manifest.type === "string" ? manifest.type : null;
  } catch (error) {
    const parent = path.dirname(directory);
    // Like Node, stop at the package root's node_modules folder (and at the file system root).
    const notFound = (error as NodeJS.ErrnoException).code === "ENOENT";
    type = notFound && parent !== directory && path.basename(parent) !== "node_modules" ? packageTypeOf(parent) : null;
  }
  typeByDirectory.set(directory, type);
  return type;
}

const RELATIVE_JS = /^\.\.?\/[^?#]*\.js$/;

export const resolveKnownPackageFormat: ResolveHookSync = (specifier, context, nextResolve) => {
  const parent = context.parentURL;
  if (
    parent?.startsWith("file:") &&
    parent.includes("/node_modules/") &&
    isImport(context) &&
    RELATIVE_JS.test(specifier)
  ) {
    const url = new URL(specifier, parent);
    if (packageTypeOf(path.dirname(fileURLToPath(url))) === "module") {
      return { url: url.href, format: "module", shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
};

const isImport = (context: ResolveHookContext) => context.conditions.includes("import");
