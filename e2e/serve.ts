/** Starts the built server for the browser suite on an empty embedded database. */
import { rmSync } from "node:fs";

const dataDir = process.env.PGLITE_DATA_DIR;
if (!dataDir) throw new Error("PGLITE_DATA_DIR must be set for the browser suite");
rmSync(dataDir, { recursive: true, force: true });
// A computed specifier keeps this entry out of the tools typecheck project; the server
// project checks main.ts itself.
await import(new URL("../apps/server/src/main.ts", import.meta.url).href);
