import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { CATALOGUE_CHANNEL, listenForChanges } from "../../db/change-notifications.ts";
import type { Database } from "../../db/client.ts";

export type CatalogueChanges = {
  /** `listener` runs on every catalogue change any instance (or anyone with SQL) commits. */
  subscribe(listener: () => void): void;
};

declare module "fastify" {
  interface FastifyInstance {
    catalogueChanges: CatalogueChanges;
  }
}

/**
 * Hears the catalogue tables' change notifications (ADR 011) and passes each on to the caches
 * that subscribed: the API answers' and the pages'.
 */
async function catalogueChanges(app: FastifyInstance, options: { database: Database }) {
  const listeners: (() => void)[] = [];
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const listening = await listenForChanges(options.database, CATALOGUE_CHANNEL, changed, app.log);
  app.addHook("onClose", async () => listening.close());
  app.decorate("catalogueChanges", { subscribe: (listener: () => void) => void listeners.push(listener) });
}

export default fp(catalogueChanges, { name: "catalogue-changes" });
