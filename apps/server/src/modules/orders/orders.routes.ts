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
  registerEndpoint(app, prepareRenewOrder, async ({ input, auth }) => ({
    pay_price: await prepareRenewPrice(db, auth.user.id, input, clock.now()),
  }));
  registerEndpoint(app, createOrder, async ({ input, auth, language }) =>
    presentOrderRow(db, await placeOrder(db, clock, auth.user.id, input, language, maxUnpaidStaticIps), language),
  );
  registerEndpoint(app, renewOrder, async ({ input, auth, language }) =>
    presentOrderRow(db, await placeRenewal(db, clock, auth.user.id, input), language),
  );
  registerEndpoint(app, orderInfo, async ({ input, auth, language }) =>
    orderInfoFor(db, auth.user.id, input.order_no, language),
  );
  registerEndpoint(app, orderHistoryEndpoint, async ({ input, auth, language }) =>
    orderHistory(db, auth.user.id, input, language, clock.now()),
  );
  registerEndpoint(app, orderStatus, async ({ input, auth }) => {
    const order = await customerOrder(db, auth.user.id, input.orderNo);
    return { pay_status: order.payStatus, type: order.listType === 1 ? 1 : 2 } as const;
  });
  registerEndpoint(app, cancelOrderEndpoint, async ({ input, auth }) => {
    const order = await cancelOrder(db, auth.user.id, input.order_no, clock.now());
    return { order_no: order.orderNo, pay_status: order.payStatus };
  });
}
