/**
 * Runs after the web build: writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every
 * compressible file of the client build, at the highest levels, once. The server then sends
 * those copies to browsers that accept them (@fastify/static `preCompressed`), so no request
 * pays for compressing an asset.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map)$/;
// Below this, the headers of a compressed answer cost more than they save.
const MIN_BYTES = 1024;

// The client build under WEB_BUILD_DIR (relative to the repository root, as the server reads
// it), unless a directory is given.
const repoRoot = path.resolve(import.meta.dirname, "..");
const clientDir = process.argv[2]
  ? path.resolve(process.argv[2])
  : path.join(path.resolve(repoRoot, process.env.WEB_BUILD_DIR || "apps/web/build"), "client");

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of filesUnder(clientDir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  before += body.length;
  after += brotli.length;
}
console.log(
  `precompressed ${count} files in ${path.relative(process.cwd(), clientDir) || "."}: ` +
    `${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB with Brotli`,
);
