import type { Mail } from "./mail.service.ts";

const WIDTH = 72;

/**
 * A message that could not be delivered (no SMTP_URL), framed so it stands out in a console of
 * request logs: recipient, subject and the text with its code or link, in full.
 */
export function framedMail(outboxId: number, mail: Pick<Mail, "to" | "subject" | "text">): string {
  const title = `── Mail not delivered (no SMTP_URL) · outbox #${outboxId} `;
  const body = [`To:      ${mail.to}`, `Subject: ${mail.subject}`, "", ...mail.text.split(/\r?\n/)];
  return [`┌${title.padEnd(WIDTH, "─")}`, ...body.map((line) => `│ ${line}`), `└${"─".repeat(WIDTH)}`, ""].join("\n");
}

/** Where framed mail goes unless the app is given another place (tests capture it). */
export const printToConsole = (text: string): void => {
  process.stdout.write(text);
};
