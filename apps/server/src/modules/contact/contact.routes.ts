import rateLimit from "@fastify/rate-limit";
import { sendContactMessage } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import type { MailSender } from "../mail/mail.service.ts";
import { contactErrors } from "./contact.errors.ts";
import { insertContactMessage } from "./contact.repository.ts";
import { supportNotification } from "./support-notification.ts";

const ONE_HOUR_MS = 60 * 60 * 1000;

/**
 * POST /api/index/contact: the built-in contact form, used when no chat provider is configured.
 * The message is stored; support's mail notification goes through the mail module's outbox.
 * Limited per client IP so the form cannot be used to flood the support inbox.
 */
type ContactOptions = { db: Db; perHour: number; mail: MailSender; supportEmail: string; productName: string };

export default async function contactRoutes(app: FastifyInstance, options: ContactOptions) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => contactErrors.tooManyMessages(),
  });

  registerEndpoint(
    app,
    sendContactMessage,
    async ({ input, request }) => {
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
    },
    { config: { rateLimit: { max: options.perHour, timeWindow: ONE_HOUR_MS } } },
  );
}
