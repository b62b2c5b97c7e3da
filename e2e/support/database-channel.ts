/**
 * A read-only window on the suite server's database, opened by e2e/serve.ts in the server's
 * own process: the embedded database has one owner, so the tests cannot open it themselves.
 * Loopback only, one port per suite server; the tests ask through e2e/support/database.ts.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serveLoopbackChannel } from "./loopback-channel.ts";

type Rows = { rows: Record<string, unknown>[] };
type Session = { query(text: string, params?: unknown[]): Promise<Rows> };
/** The embedded database client behind the server's Drizzle instance (PGlite). */
export type Queryable = { $client: Session & { transaction?<T>(run: (tx: Session) => Promise<T>): Promise<T> } };

/** Where the channel's port is written for the server on `serverPort`. */
export function databaseQueryPortFile(serverPort: number): string {
  return join(tmpdir(), `portico-e2e-db-query-${serverPort}`);
}

export async function serveDatabaseQueries(db: Queryable, portFile: string): Promise<void> {
  const client = db.$client;
  const transaction = client.transaction?.bind(client);
  if (!transaction) throw new Error("the browser suite's database channel needs the embedded database");
  await serveLoopbackChannel(portFile, async (body) => {
    const { text, params } = JSON.parse(body) as { text: string; params?: unknown[] };
    const rows = await transaction(async (tx) => {
      // Tests look; they never change what the app under test sees.
      await tx.query("set transaction read only");
      return (await tx.query(text, params)).rows;
    });
    return { status: 200, contentType: "application/json", body: JSON.stringify(rows) };
  });
}
