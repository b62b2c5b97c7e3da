import rateLimit from "@fastify/rate-limit";
import { ApiPath, ContactMessageRequestSchema, ContactMessageResponseSchema, okEnvelope } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/app-error.ts";
import { ok } from "../../plugins/envelope.ts";
import { insertContactMessage } from "./contact.repository.ts";

const ONE_HOUR_MS = 60 * 60 * 1000;

/**
 * POST /api/index/contact: the built-in contact form, used when no chat provider is configured.
 * The message is stored; support's mail notification goes through the mail module's outbox.
 * Limited per client IP so the form cannot be used to flood the support inbox.
 */
export default async function contactRoutes(app: FastifyInstance, options: { db: Db; perHour: number }) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError("rate_limited", { messageKey: "contact_rate_limited" }),
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    ApiPath.contact,
    {
      config: { rateLimit: { max: options.perHour, timeWindow: ONE_HOUR_MS } },
      schema: {
        tags: ["support"],
        summary: "Send a message to support from the built-in contact form",
        body: ContactMessageRequestSchema,
        response: { 200: okEnvelope(ContactMessageResponseSchema) },
      },
    },
    async (request) => {
      const { name, email, message, page } = request.body;
      const id = await insertContactMessage(options.db, {
        name,
        email,
        message,
        page: page ?? null,
        language: request.language,
        ip: request.ip,
      });
      request.log.info({ contactMessageId: id }, "contact message stored");
      return ok({ id });
    },
  );
}
