import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { lockDataDir } from "./data-dir-lock.ts";
import { serveBackups } from "./embedded-backup.ts";
import { namedStatementClient } from "./named-statements.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;

/** What repositories see: the pg-core API, the same for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | {
      driver: "pglite";
      /** A directory on disk; omit for an in-memory database (tests). */
      dataDir?: string;
      /**
       * In memory only: start from this dump of a data directory (`dumpDataDir`) instead of an empty
       * cluster. The tests start each database from one migrated copy (`test/database-snapshots.ts`).
       */
      from?: Blob;
    }
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
  /** PostgreSQL only: the pool's connections now (the operator's saturation metric). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** Each driver is loaded only when it is used: a start loads one of them, never both. */
export async function createDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.driver === "postgres") {
    const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
    ]);
    // A server that never answers (a dropped packet, a wrong address) fails the connection after
    // 10 s instead of holding the start, or a request, forever.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 10_000,
      Client: namedStatementClient(pg.Client),
    });
    // An idle client losing its connection (server restart) emits on the pool; unhandled, that
    // would crash the process. The pool replaces the client, and /readyz reports an outage.
    // Once the pool is closing, a client cut while it ends (a test's database dropped right
    // after) is expected, not an outage.
    let closing = false;
    pool.on("error", (error) => {
      if (!closing) console.error("postgres pool: idle client error:", error.message);
    });
    // A client in use when its connection is cut (the server restarting under a transaction) emits
    // 'error' outside any query, which without a listener ends the process. Its next query fails
    // (the request answers an error), the pool drops it on release, and /readyz reports the outage.
    pool.on("connect", (client) => client.on("error", () => undefined));
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      target,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: 10 }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
  ]);
  const dataDir = target.dataDir;
  const onDisk = dataDir !== undefined && !dataDir.includes("://");
  if (onDisk) mkdirSync(dataDir, { recursive: true });
  const lock = onDisk ? lockDataDir(dataDir) : undefined;
  let client: PGlite;
  try {
    client = dataDir ? new PGlite(dataDir) : new PGlite(target.from ? { loadDataDir: target.from } : {});
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  // The process holding the directory answers `npm run admin -- backup` (embedded-backup.ts).
  const backups = onDisk ? await serveBackups(dataDir, client) : undefined;
  return {
    db,
    target,
    pglite: client,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await backups?.close();
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
