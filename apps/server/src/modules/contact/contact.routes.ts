import { sendContactMessage } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import type { MailSender } from "../mail/mail.service.ts";
import type { RateLimitStore } from "../rate-limits/rate-limits.types.ts";
import { contactErrors } from "./contact.errors.ts";
import { insertContactMessage } from "./contact.repository.ts";
import { supportNotification } from "./support-notification.ts";

const ONE_HOUR_MS = 60 * 60 * 1000;

/**
 * POST /api/index/contact: the built-in contact form, used when no chat provider is configured.
 * The message is stored; support's mail notification goes through the mail module's outbox.
 * Limited per client IP so the form cannot be used to flood the support inbox: counted before the
 * input is read (a refused message counts too) and across every instance (issue #27).
 */
type ContactOptions = {
  db: Db;
  perHour: number;
  rateLimits: RateLimitStore;
  mail: MailSender;
  supportEmail: string;
  productName: string;
};

export default async function contactRoutes(app: FastifyInstance, options: ContactOptions) {
  // This plugin's own context holds only the form's route, so the hook is the form's alone.
  app.addHook("onRequest", async (request, reply) => {
    const waitSeconds = await options.rateLimits.take("contact", request.ip, options.perHour, ONE_HOUR_MS);
    if (waitSeconds === 0) return;
    reply.header("retry-after", waitSeconds);
    throw contactErrors.tooManyMessages();
  });

  registerEndpoint(app, sendContactMessage, async ({ input, request }) => {
    const { name, email, message, page } = input;
    const id = await insertContactMessage(options.db, {
      name,
      email,
      message,
      page: page ?? null,
      language: request.language,
      ip: request.ip,
    });
    request.log.info({ contactMessageId: id }, "contact message stored");
    // The message is already stored: a failed notification is logged, not lost or shown.
    const notification = supportNotification(options.supportEmail, options.productName, {
      id,
      name,
      email,
      message,
      page: page ?? null,
      language: request.language,
    });
    await options.mail.sendMail(notification).catch((error: unknown) => {
      request.log.error({ err: error, contactMessageId: id }, "support notification failed");
    });
    return { id };
  });
}
