import {
  consoleFaqArticles,
  createConsoleFaqArticle,
  previewConsoleContent,
  publishConsoleFaqArticle,
  updateConsoleFaqArticle,
} from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { contentActingOf, sanitizeContentHtml } from "../content-html/content-html.service.ts";
import { createFaqConsole } from "./help-centre-console.service.ts";

/** The console's FAQ (`/api/console/content/faq…`): content:read reads, content:write changes. */
export default async function helpCentreConsoleRoutes(app: FastifyInstance, options: { db: Db; now: () => Date }) {
  const desk = createFaqConsole(options.db, options.now);

  registerEndpoint(app, consoleFaqArticles, async () => desk.list());
  registerEndpoint(app, createConsoleFaqArticle, async ({ input, principal, request }) =>
    desk.create(contentActingOf(principal, request), input),
  );
  registerEndpoint(app, updateConsoleFaqArticle, async ({ input: { id, ...input }, principal, request }) =>
    desk.update(contentActingOf(principal, request), id, input),
  );
  registerEndpoint(app, publishConsoleFaqArticle, async ({ input, principal, request }) =>
    desk.publish(contentActingOf(principal, request), input.id, input.published),
  );
  // The editors' preview: the same sanitiser the public pages answer through.
  registerEndpoint(app, previewConsoleContent, async ({ input }) => ({ html: sanitizeContentHtml(input.html) }));
}
