import { access } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../plugins/app-error.ts";
import type { WebhookMetrics } from "./payment-metrics.ts";
import { WebhookRejected } from "./payment-provider.ts";
import { paymentErrors } from "./payments.errors.ts";
import type { PaymentsDeps } from "./payments-deps.ts";
import { handlePaymentEvent } from "./webhook.service.ts";

/**
 * `POST /api/payment/webhook/:provider`: where providers report outcomes. Signatures are over the
 * exact bytes, so this scope reads JSON and form bodies raw. A forged, stale or foreign event gets
 * a 400 and changes nothing; a recorded one gets the provider's acknowledgement (Alipay: `success`).
 * Outside the API envelope; public, credentials ignored: providers send none.
 */
export default async function webhookRoutes(
  app: FastifyInstance,
  deps: PaymentsDeps & { metrics?: WebhookMetrics | undefined },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 256 * 1024 }, (_request, body, done) => {
    done(null, body);
  });
  app.post<{ Params: { provider: string } }>(
    "/api/payment/webhook/:provider",
    { schema: { hide: true }, config: { access: access.public("ignored") } },
    async (request, reply) => {
      const provider = deps.providers.byName(request.params.provider);
      if (!provider) return reply.callNotFound();
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const startedAt = performance.now();
      const answered = (result: "accepted" | "rejected" | "refused") =>
        deps.metrics?.answered(provider.name, result, (performance.now() - startedAt) / 1000);
      let event: Awaited<ReturnType<typeof provider.verifyWebhook>>;
      try {
        event = await provider.verifyWebhook({ rawBody, headers: request.headers });
      } catch (error) {
        if (error instanceof WebhookRejected) {
          request.log.warn({ provider: provider.name, reason: error.reason }, "webhook rejected");
          answered("rejected");
          throw paymentErrors.webhookRejected({ reason: error.reason }, error);
        }
        throw error;
      }
      if (event) {
        try {
          await handlePaymentEvent(deps, provider.name, event);
        } catch (error) {
          if (error instanceof AppError) request.log.warn({ provider: provider.name, err: error }, "webhook refused");
          answered("refused");
          throw error;
        }
      }
      answered("accepted");
      const { status, contentType, body } = provider.acknowledgement;
      return reply.code(status).type(contentType).send(body);
    },
  );
}
