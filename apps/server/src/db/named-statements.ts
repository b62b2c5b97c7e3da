import { createHash } from "node:crypto";
import type pg from "pg";

/** Statements one connection keeps prepared; past this, new shapes run unnamed (nothing grows without bound). */
const MAX_PREPARED_PER_CONNECTION = 500;

type QueryConfig = { text?: unknown; values?: unknown; name?: unknown };

/**
 * A pg Client that prepares each parameterised statement once per connection, named by a hash of
 * its text, as postgres.js and JDBC drivers do: PostgreSQL then parses and plans a statement the
 * first time a connection sends it, not on every call (ADR 407; about a tenth of a balance
 * checkout's cost, bench:checkout). Statements without parameters (BEGIN, COMMIT, DDL) go as they
 * are. The hash is of the exact text, so two statements never share a name.
 */
export function namedStatementClient(Client: typeof pg.Client): typeof pg.Client {
  return class NamedStatementClient extends Client {
    readonly #prepared = new Set<string>();

    // biome-ignore lint/suspicious/noExplicitAny: pg's query() is overloaded; only the config form is rewritten.
    override query(config: any, ...rest: any[]): any {
      // Drizzle passes the parameters beside the config (`query(config, values)`), pg's own form inside it.
      const values = Array.isArray(rest[0]) ? rest[0] : (config as QueryConfig | null)?.values;
      const named = this.#named(config, values);
      // biome-ignore lint/suspicious/noExplicitAny: forwarded as received.
      return (super.query as (...args: any[]) => any)(named, ...rest);
    }

    #named(config: unknown, values: unknown): unknown {
      if (typeof config !== "object" || config === null) return config;
      const { text, name } = config as QueryConfig;
      if (typeof text !== "string" || name !== undefined || !Array.isArray(values) || values.length === 0) {
        return config;
      }
      const hashed = `s${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
      if (!this.#prepared.has(hashed)) {
        if (this.#prepared.size >= MAX_PREPARED_PER_CONNECTION) return config;
        this.#prepared.add(hashed);
      }
      return { ...config, name: hashed };
    }
  };
}
