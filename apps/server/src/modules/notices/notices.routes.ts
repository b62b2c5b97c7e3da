import {
  consoleNotices,
  createConsoleNotice,
  deleteConsoleNotice,
  publicNotices,
  publishConsoleNotice,
  updateConsoleNotice,
} from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import type { CachedBody } from "../../plugins/public-cache/cached-body.ts";
import type { MemoCache } from "../../plugins/public-cache/memo-cache.ts";
import { contentActingOf } from "../content-html/content-html.service.ts";
import { presentPublicNotices } from "./notices.presenter.ts";
import { listActiveNotices } from "./notices.repository.ts";
import { createNoticesConsole } from "./notices-console.service.ts";

/**
 * GET /api/index/notices for everyone, from the public cache (dropped on the table's change
 * notification; a window opening or closing shows within PUBLIC_CACHE_SECONDS, ADR 011); the
 * console's `/api/console/content/notices…`: content:read reads, content:write changes.
 */
export default async function noticesRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => Date; cache?: MemoCache<CachedBody> | undefined },
) {
  registerEndpoint(
    app,
    publicNotices,
    async ({ language }) => ({
      list: presentPublicNotices(await listActiveNotices(options.db, options.now()), language),
    }),
    { cache: options.cache },
  );

  const desk = createNoticesConsole(options.db, options.now);
  registerEndpoint(app, consoleNotices, async () => ({ list: await desk.list() }));
  registerEndpoint(app, createConsoleNotice, async ({ input, principal, request }) =>
    desk.create(contentActingOf(principal, request), input),
  );
  registerEndpoint(app, updateConsoleNotice, async ({ input: { id, ...input }, principal, request }) =>
    desk.update(contentActingOf(principal, request), id, input),
  );
  registerEndpoint(app, publishConsoleNotice, async ({ input, principal, request }) =>
    desk.publish(contentActingOf(principal, request), input.id, input.published),
  );
  registerEndpoint(app, deleteConsoleNotice, async ({ input, principal, request }) =>
    desk.remove(contentActingOf(principal, request), input.id),
  );
}
