/**
 * Starts the built server for the browser suite on an empty embedded database, with a real
 * SMTP server in the same process: the app delivers mail through nodemailer over SMTP, and each
 * received message is written to E2E_MAIL_DIR as JSON for the tests to read (e2e/support/mailbox.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

const dataDir = process.env.PGLITE_DATA_DIR;
const mailDir = process.env.E2E_MAIL_DIR;
if (!dataDir || !mailDir) throw new Error("PGLITE_DATA_DIR and E2E_MAIL_DIR must be set for the browser suite");
rmSync(dataDir, { recursive: true, force: true });
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      const to = session.envelope.rcptTo.map((r) => r.address);
      const file = join(mailDir, `${String(received).padStart(5, "0")}.json`);
      writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString("utf8") }));
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

// A computed specifier keeps this entry out of the tools typecheck project; the server
// project checks main.ts itself.
await import(new URL("../apps/server/src/main.ts", import.meta.url).href);
