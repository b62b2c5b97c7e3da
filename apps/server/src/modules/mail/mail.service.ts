import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Db } from "../../db/client.ts";
import { framedMail, printToConsole } from "./framed-mail.ts";
import { mailErrors } from "./mail.errors.ts";
import { insertOutboxMessage, markOutboxMessage } from "./mail.repository.ts";

export type Mail = { to: string; subject: string; text: string; html: string };

/** A message written to the outbox inside the caller's transaction, to deliver once it commits. */
export type StagedMail = { id: number; mail: Mail };

export type MailSender = {
  /** Records the message in the outbox, then delivers it over SMTP when one is configured. */
  sendMail(mail: Mail): Promise<void>;
  /**
   * Writes the message to the outbox inside the caller's transaction (`tx`): it exists exactly
   * when that transaction commits. Deliver it with `deliver` after the commit.
   */
  stage(tx: Db, mail: Mail): Promise<StagedMail>;
  /** Delivers a staged message after its transaction committed (SMTP, or the console without one). */
  deliver(staged: StagedMail): Promise<void>;
  close(): void;
};

export type MailSenderOptions = {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Where undelivered mail is printed in full when there is no SMTP_URL (the console by default). */
  print?: (text: string) => void;
};

/**
 * The one way the app sends mail. Every message lands in `mail_outbox` first, so nothing is
 * lost when SMTP is down and the embedded default (no SMTP_URL) still has a record to read.
 * Without SMTP_URL each message is also printed in full on the console, in every mode, so the
 * operator trying a fresh install can read the signup code (the only place a secret is printed:
 * the log line keeps to the outbox id, recipient and subject).
 */
export function createMailSender({ db, smtpUrl, from, log, print = printToConsole }: MailSenderOptions): MailSender {
  // nodemailer loads with the first message, not at every start (ADR 009), and never without SMTP.
  let transport: Promise<Transporter> | undefined;
  const smtp = (url: string) => {
    transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(url));
    return transport;
  };

  const stage = async (tx: Db, mail: Mail): Promise<StagedMail> => {
    const message = { recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html };
    return { id: await insertOutboxMessage(tx, message, smtpUrl ? "queued" : "stored"), mail };
  };

  const deliver = async ({ id, mail }: StagedMail): Promise<void> => {
    if (!smtpUrl) {
      log.info({ outboxId: id, to: mail.to, subject: mail.subject }, "mail stored in the outbox (no SMTP_URL)");
      print(framedMail(id, mail));
      return;
    }
    try {
      // Base64 text parts: long reset links survive intact instead of being soft-wrapped.
      await (await smtp(smtpUrl)).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        textEncoding: "base64",
      });
      await markOutboxMessage(db, id, "sent");
      log.info({ outboxId: id, to: mail.to, subject: mail.subject }, "mail sent");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await markOutboxMessage(db, id, "failed", reason);
      log.error({ outboxId: id, to: mail.to, err: error }, "mail delivery failed");
      throw mailErrors.deliveryFailed({}, error);
    }
  };

  return {
    async sendMail(mail) {
      await deliver(await stage(db, mail));
    },
    stage,
    deliver,
    close() {
      void transport?.then((opened) => opened.close());
    },
  };
}
