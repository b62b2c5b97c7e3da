import type { Config } from "../config.ts";
import type { DatabaseTarget } from "./client.ts";

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite data directory. */
export function databaseTargetFor(config: Pick<Config, "databaseUrl" | "pgliteDataDir">): DatabaseTarget {
  return config.databaseUrl
    ? { driver: "postgres", url: config.databaseUrl }
    : { driver: "pglite", dataDir: config.pgliteDataDir };
}
