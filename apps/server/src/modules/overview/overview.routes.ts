import { consoleOverview as overviewEndpoint } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { consoleOverview } from "./overview.service.ts";

export default async function overviewRoutes(app: FastifyInstance, { db, now }: { db: Db; now: () => Date }) {
  registerEndpoint(app, overviewEndpoint, async ({ input, language }) =>
    consoleOverview(db, { now: now(), offsetMinutes: input.offset_minutes, days: input.days, language }),
  );
}
