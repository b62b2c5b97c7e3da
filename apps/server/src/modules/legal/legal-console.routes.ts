import { consoleLegalDocuments, updateConsoleLegalDocument } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { contentActingOf } from "../content-html/content-html.service.ts";
import { createLegalConsole } from "./legal-console.service.ts";

/** The console's legal pages (`/api/console/content/legal…`): content:read reads, content:write changes. */
export default async function legalConsoleRoutes(app: FastifyInstance, options: { db: Db; now: () => Date }) {
  const desk = createLegalConsole(options.db, options.now);

  registerEndpoint(app, consoleLegalDocuments, async () => ({ list: await desk.list() }));
  registerEndpoint(app, updateConsoleLegalDocument, async ({ input: { kind, ...input }, principal, request }) =>
    desk.update(contentActingOf(principal, request), kind, input),
  );
}
