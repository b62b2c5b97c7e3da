import pino from "pino";
import { loadConfigOrExit } from "../config.ts";
import { createDatabase } from "../db/client.ts";
import { databaseTargetFor } from "../db/database-target.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { createMailSender } from "../modules/mail/mail.service.ts";
import { createPaymentProviders } from "../modules/payments/payment-providers.ts";
import { createStaffService } from "../modules/staff/staff.service.ts";
import { AdminUsageError, runAdminCommand } from "./admin-commands.ts";

// `npm run admin -- <command> …`: operator commands on the configured database (README: Operating).
const config = loadConfigOrExit();
const database = await createDatabase(databaseTargetFor(config));
try {
  await migrateDatabase(database);
  const providers = () => createPaymentProviders(database.db, config.payments, config.publicUrl);
  // Mail as the server sends it: SMTP_URL, or the outbox and the terminal without one.
  const mail = createMailSender({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: pino({ level: "warn" }),
  });
  const staff = createStaffService({
    db: database.db,
    now: () => new Date(),
    mail,
    publicUrl: config.publicUrl,
    productName: config.productName,
  });
  try {
    console.log(
      await runAdminCommand({ db: database.db, providers, envelope: config.envelope, staff }, process.argv.slice(2)),
    );
  } finally {
    mail.close();
  }
} catch (error) {
  if (!(error instanceof AdminUsageError) && !(error instanceof TypeError && "code" in error)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
