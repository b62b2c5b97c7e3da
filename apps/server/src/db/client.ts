import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;

/** What repositories see: the pg-core API, the same for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | { driver: "pglite" /** A directory on disk; omit for an in-memory database (tests). */; dataDir?: string }
  | { driver: "postgres"; url: string };

export type Database = {
  db: Db;
  /** Kept so the migrator can pick the matching implementation. */
  target: DatabaseTarget;
  /**
   * The embedded client itself (PGlite only), for a library that must share its one connection:
   * the jobs runner hands it to pg-boss. On PostgreSQL such a library opens its own pool from the URL.
   */
  pglite?: PGlite;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export async function createDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.driver === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client losing its connection (server restart) emits on the pool; unhandled, that
    // would crash the process. The pool replaces the client, and /readyz reports an outage.
    pool.on("error", (error) => console.error("postgres pool: idle client error:", error.message));
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      target,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const dataDir = target.dataDir;
  if (dataDir && !dataDir.includes("://")) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    target,
    pglite: client,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
