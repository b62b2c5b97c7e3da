import { createPayment, rechargePayment } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { sealPaymentLink } from "../envelope/envelope.service.ts";
import type { PaymentsDeps } from "./payments-deps.ts";
import { startProviderPayment, startRecharge } from "./provider-checkout.service.ts";

/** Card and Alipay payments of orders and top-ups (spec 02 §7 /api/payment/*). */
export default async function paymentsRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  // The provider sends the customer back to the payment view, sealed for their browser when the call was (ADR 012).
  registerEndpoint(app, createPayment, async ({ input, principal, language, request }) => ({
    url: await startProviderPayment(deps, principal, input.order_no, input.pay_type, language, (url) =>
      sealPaymentLink(request, url),
    ),
  }));
  registerEndpoint(app, rechargePayment, async ({ input, principal, language, request }) => {
    const started = await startRecharge(deps, principal, input.deposit, input.pay_type, language, (url) =>
      sealPaymentLink(request, url),
    );
    return { url: started.url, order_no: started.orderNo };
  });
}
