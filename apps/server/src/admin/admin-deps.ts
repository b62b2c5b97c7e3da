import pino from "pino";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { createMailSender } from "../modules/mail/mail.service.ts";
import { createPaymentProviders } from "../modules/payments/payment-providers.ts";
import { createStaffService } from "../modules/staff/staff.service.ts";
import type { AdminDeps } from "./admin-commands.ts";

/**
 * What the operator commands run with, wired as the server wires it: the configured payment
 * providers, and mail through SMTP_URL (or the outbox and the terminal without one) for
 * staff:invite. One wiring for `npm run admin` and the browser suite's server, which runs the same
 * commands. `close` ends the mail sender's connections.
 */
export function adminCommandDeps(config: Config, db: Db): { deps: AdminDeps; close(): void } {
  const mail = createMailSender({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: pino({ level: "warn" }) });
  const staff = createStaffService({
    db,
    now: () => new Date(),
    mail,
    publicUrl: config.publicUrl,
    productName: config.productName,
  });
  const providers = () => createPaymentProviders(db, config.payments, config.publicUrl);
  return { deps: { db, providers, envelope: config.envelope, staff }, close: () => mail.close() };
}
