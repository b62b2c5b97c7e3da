import { defineModule } from "../../app-module.ts";
import { sandboxWarning } from "../../payment-sandbox.ts";
import checkoutRoutes from "./checkout.routes.ts";
import { registerPaymentMetrics } from "./payment-metrics.ts";
import { createPaymentProviders } from "./payment-providers.ts";
import paymentsRoutes from "./payments.routes.ts";
import type { PaymentsDeps } from "./payments-deps.ts";
import sandboxCheckoutRoutes from "./sandbox-checkout.routes.ts";
import webhookRoutes from "./webhook.routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The payment providers and money clock (the start banner reads the mode; tests reach the clock). */
    payments: PaymentsDeps;
  }
}

/** The balance checkout, provider checkouts, their webhooks and the sandbox's hosted page. */
export default defineModule("payments", async (app, { config, db, clock }) => {
  const payments: PaymentsDeps = {
    db,
    providers: await createPaymentProviders(db, config.payments, config.publicUrl),
    clock,
    cnyPerUsd: config.payments.cnyPerUsd,
    publicUrl: config.publicUrl,
    productName: config.productName,
    maxChargeDollars: config.maxChargeAmount,
    mail: app.mail,
    log: app.log,
  };
  app.decorate("payments", payments);
  // In production the sandbox takes a method only when allowed (config.ts): say so in the log too.
  const sandboxWarned = config.env === "production" ? sandboxWarning(config.payments) : undefined;
  if (sandboxWarned) app.log.warn(sandboxWarned);
  await checkoutRoutes(app, payments);
  await paymentsRoutes(app, payments);
  // Their own contexts: the webhooks read bodies raw, the sandbox's page takes a form.
  const metrics = app.metricsRegistry ? registerPaymentMetrics(app.metricsRegistry, db) : undefined;
  await app.register(webhookRoutes, { ...payments, metrics });
  if (payments.providers.sandbox) await app.register(sandboxCheckoutRoutes, { sandbox: payments.providers.sandbox });
});
