import { defineModule } from "../../app-module.ts";
import { createMailSender, type MailSender } from "./mail.service.ts";
import mailboxRoutes from "./mailbox.routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The shared mail sender (outbox + SMTP) for any module that sends mail. */
    mail: MailSender;
  }
}

/** The outbox and SMTP delivery every module's mail goes through; `/dev/mailbox` outside production. */
export default defineModule("mail", async (app, { config, db, printMail }) => {
  const mail = createMailSender({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    ...(printMail ? { print: printMail } : {}),
  });
  app.addHook("onClose", async () => mail.close());
  app.decorate("mail", mail);
  // Shows codes and reset links: a development aid only, never mounted in production.
  if (config.env !== "production") await mailboxRoutes(app, { db });
});
