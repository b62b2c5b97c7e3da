import { prepareOrder } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { preparePrice } from "./order-prepare.service.ts";

export default async function ordersRoutes(app: FastifyInstance, options: { db: Db }) {
  registerEndpoint(app, prepareOrder, async ({ input, language }) => ({
    pay_price: await preparePrice(options.db, input, language),
  }));
}
