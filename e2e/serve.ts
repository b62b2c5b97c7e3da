/**
 * Starts the built server for the browser suite on an empty embedded database, with a real
 * SMTP server in the same process: the app delivers mail through nodemailer over SMTP, and each
 * received message is written to E2E_MAIL_DIR as JSON for the tests to read (e2e/support/mailbox.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { databaseQueryPortFile, type Queryable, serveDatabaseQueries } from "./support/database-channel.ts";
import { operatorPortFile, serveOperatorCommands } from "./support/operator-channel.ts";
import { serveTimeTravel, timeTravelPortFile } from "./support/time-travel-channel.ts";

const dataDir = process.env.PGLITE_DATA_DIR;
const mailDir = process.env.E2E_MAIL_DIR;
if (!dataDir || !mailDir) throw new Error("PGLITE_DATA_DIR and E2E_MAIL_DIR must be set for the browser suite");
const queryPortFile = databaseQueryPortFile(Number(process.env.PORT ?? 3000));
const operatorFile = operatorPortFile(Number(process.env.PORT ?? 3000));
const timeTravelFile = timeTravelPortFile(Number(process.env.PORT ?? 3000));
rmSync(dataDir, { recursive: true, force: true });
rmSync(mailDir, { recursive: true, force: true });
rmSync(queryPortFile, { force: true });
rmSync(operatorFile, { force: true });
rmSync(timeTravelFile, { force: true });
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

// What main.ts does, plus a read-only query channel on the database for the tests
// (e2e/support/database.ts) and the operator's commands (e2e/support/operator.ts). Computed
// specifiers keep the server's modules out of the tools typecheck project; the server project
// checks them itself.
const serverModule = (path: string) => import(new URL(`../apps/server/src/${path}`, import.meta.url).href);
const { loadConfigOrExit } = await serverModule("config.ts");
const { loadProductionWebApp } = await serverModule("plugins/web-build.ts");
const { startServer } = await serverModule("start-server.ts");
const { runAdminCommand } = await serverModule("admin/admin-commands.ts");
const { adminCommandDeps } = await serverModule("admin/admin-deps.ts");

const config = loadConfigOrExit();
try {
  await startServer(config, () => loadProductionWebApp(config.webBuildDir), {
    onDatabaseReady: async (database: { db: Queryable }) => {
      await serveDatabaseQueries(database.db, queryPortFile);
      // Only a test's own server with its jobs off (e2e/support/time-travel-channel.ts).
      if (process.env.E2E_TIME_TRAVEL === "on") await serveTimeTravel(database.db, timeTravelFile);
      // staff:invite mails the invitation as `npm run admin` does: through the suite's SMTP server.
      const admin = adminCommandDeps(config, database.db);
      await serveOperatorCommands((argv: readonly string[]) => runAdminCommand(admin.deps, argv), operatorFile);
    },
  });
} catch (error) {
  console.error("Failed to start:", error);
  process.exit(1);
}
