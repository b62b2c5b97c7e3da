import {
  applyCoupon as applyCouponEndpoint,
  checkoutInit as checkoutInitEndpoint,
  checkoutPay,
} from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { sealPaymentLink } from "../envelope/envelope.service.ts";
import { applyCoupon, checkoutInit, payWithBalance, successUrlOf } from "./balance-checkout.service.ts";
import type { PaymentsDeps } from "./payments-deps.ts";
import { deliverReceipt, stageReceipt } from "./send-receipt.ts";

/** The balance checkout dialog (spec 02 §7 /api/checkout/*). */
export default async function checkoutRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  const checkout = { db: deps.db, now: deps.clock.now };
  registerEndpoint(app, checkoutInitEndpoint, async ({ input, principal, language }) =>
    checkoutInit(checkout, principal.accountId, input.order_no, language),
  );
  registerEndpoint(app, applyCouponEndpoint, async ({ input, principal }) =>
    applyCoupon(checkout, principal, input.order_no, input.coupon),
  );
  registerEndpoint(app, checkoutPay, async ({ input, principal, request }) => {
    const { order, staged } = await payWithBalance(checkout, principal, input.order_no, input.coupon, (tx, paid) =>
      stageReceipt(deps, tx, paid),
    );
    if (staged) await deliverReceipt(deps, staged);
    return { url: sealPaymentLink(request, successUrlOf(order)), order_no: order.orderNo, pay_status: order.payStatus };
  });
}
