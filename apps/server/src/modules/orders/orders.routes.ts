import { ApiPath, OrderPrepareRequestSchema, OrderPrepareResponseSchema, okEnvelope } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { ok } from "../../plugins/envelope.ts";
import { preparePrice } from "./order-prepare.service.ts";

export default async function ordersRoutes(app: FastifyInstance, options: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    ApiPath.orderPrepare,
    {
      schema: {
        tags: ["orders"],
        summary: "Price an order before creating it: type 2 static (date_unit, static_commodity) or type 1 residential",
        body: OrderPrepareRequestSchema,
        response: { 200: okEnvelope(OrderPrepareResponseSchema) },
      },
    },
    async (request) => ok({ pay_price: await preparePrice(options.db, request.body, request.language) }),
  );
}
