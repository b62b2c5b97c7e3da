import type { Database } from "./client.ts";

/**
 * The channel the catalogue tables' triggers notify on every write (migration
 * `0009_catalogue_change_notifications`): whoever wrote — this instance, another one, the admin
 * CLI, psql — every listening instance hears of it once the transaction commits (ADR 011).
 */
export const CATALOGUE_CHANNEL = "portico_catalogue";

export type ChangeListener = { close(): Promise<void> };

/**
 * Calls `onChange` for each notification on `channel`, and also whenever notifications may have
 * been missed (the PostgreSQL listening connection dropped and came back), so a cache built on it
 * never outlives a change it did not hear about. PGlite delivers its own notifications in-process.
 */
export async function listenForChanges(
  database: Database,
  channel: string,
  onChange: () => void,
  log: { warn(message: string): void } = console,
): Promise<ChangeListener> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(channel, onChange);
    // A database closed first (a test's outage) has no listener left to remove.
    return { close: () => unlisten().catch(() => undefined) };
  }
  if (database.target.driver !== "postgres") throw new Error("no driver to listen with");
  const url = database.target.url;
  const { default: pg } = await import("pg");
  let closed = false;
  let client: InstanceType<typeof pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    next.on("notification", (message) => {
      if (message.channel === channel) onChange();
    });
    next.on("error", () => undefined);
    next.on("end", () => {
      if (closed || client !== next) return;
      client = undefined;
      log.warn(`change notifications: the listening connection ended; reconnecting`);
      retry = setTimeout(reconnect, 1_000);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  const reconnect = () => {
    connect().then(
      // Whatever changed while nobody listened is unknown: treat it as changed.
      () => onChange(),
      () => {
        if (!closed) retry = setTimeout(reconnect, 1_000);
      },
    );
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
