import {
  cancelOrder as cancelOrderEndpoint,
  createOrder,
  orderHistory as orderHistoryEndpoint,
  orderInfo,
  orderStatus,
  prepareOrder,
  prepareRenewOrder,
  renewOrder,
} from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { type OrderClock, placeOrder, placeRenewal } from "./order-create.service.ts";
import { orderHistory } from "./order-history.service.ts";
import { cancelOrder } from "./order-lifecycle.service.ts";
import { preparePrice, prepareRenewPrice } from "./order-prepare.service.ts";
import { customerOrder, orderInfoFor, presentOrderRow } from "./orders.service.ts";

/** The order calls of spec 02 §7: quotes, placing, reading, polling and cancelling orders. */
export default async function ordersRoutes(
  app: FastifyInstance,
  options: { db: Db; clock: OrderClock; maxUnpaidStaticIps: number },
) {
  const { db, clock, maxUnpaidStaticIps } = options;
  registerEndpoint(app, prepareOrder, async ({ input, language }) => ({
    pay_price: await preparePrice(db, input, language),
  }));
  registerEndpoint(app, prepareRenewOrder, async ({ input, principal }) => ({
    pay_price: await prepareRenewPrice(db, principal.accountId, input, clock.now()),
  }));
  registerEndpoint(app, createOrder, async ({ input, principal, language }) =>
    presentOrderRow(db, await placeOrder(db, clock, principal, input, language, maxUnpaidStaticIps), language),
  );
  registerEndpoint(app, renewOrder, async ({ input, principal, language }) =>
    presentOrderRow(db, await placeRenewal(db, clock, principal, input), language),
  );
  registerEndpoint(app, orderInfo, async ({ input, principal, language }) =>
    orderInfoFor(db, principal.accountId, input.order_no, language),
  );
  registerEndpoint(app, orderHistoryEndpoint, async ({ input, principal, language }) =>
    orderHistory(db, principal.accountId, input, language, clock.now()),
  );
  registerEndpoint(app, orderStatus, async ({ input, principal }) => {
    const order = await customerOrder(db, principal.accountId, input.orderNo);
    return { pay_status: order.payStatus, type: order.listType === 1 ? 1 : 2 } as const;
  });
  registerEndpoint(app, cancelOrderEndpoint, async ({ input, principal }) => {
    const order = await cancelOrder(db, principal, input.order_no, clock.now());
    return { order_no: order.orderNo, pay_status: order.payStatus };
  });
}
