import { sql } from "drizzle-orm";
import { loadConfigOrExit } from "../../../config.ts";
import { createDatabase } from "../../client.ts";
import { migrateDatabase } from "../../migrate.ts";
import { rowsOf } from "../../rows-of.ts";
import { seedDatabase } from "../seed.ts";
import { LARGE_SEED_PASSWORD, seedLarge } from "./large-seed.ts";
import { parseLargeSeedArgs } from "./large-seed-options.ts";

// `npm run db:seed:large -- [--customers N] [--ips N] [--orders N] [--into-existing]` (README,
// scripts table): migrates, loads the demo catalogue, then the large data set in one transaction.
const args = parseLargeSeedArgs(process.argv.slice(2));
if ("error" in args) {
  console.error(args.error);
  process.exit(1);
}
const config = loadConfigOrExit();
if (!config.databaseUrl) {
  console.error(
    "db:seed:large fills a PostgreSQL server and refuses the embedded database: set DATABASE_URL to a PostgreSQL database (a throwaway one).",
  );
  process.exit(1);
}
const database = await createDatabase({ driver: "postgres", url: config.databaseUrl });
const started = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
try {
  await migrateDatabase(database);
  await seedDatabase(database.db);
  const existing = rowsOf<{ count: string }>(await database.db.execute(sql`select count(*)::text as count from users`));
  const customers = Number(existing[0]?.count ?? 0);
  // IP addresses follow the ids (large-seed-write.sql.ts): 10.0.0.0/8 ends at 16,777,215.
  const maxIp = rowsOf<{ id: string }>(
    await database.db.execute(sql`select coalesce(max(id), 0)::text as id from static_ips`),
  );
  if (customers > 0 && !args.intoExisting) {
    console.error(
      `This database already holds ${customers} customer(s): db:seed:large fills an empty one; add --into-existing to add its customers beside them.`,
    );
    process.exitCode = 1;
  } else if (Number(maxIp[0]?.id ?? 0) + args.ips >= 16_777_216) {
    console.error("10.0.0.0/8 has no room left for that many more IPs in this database: ask for fewer --ips.");
    process.exitCode = 1;
  } else {
    const prefix = customers > 0 ? `customer-${Date.now().toString(36)}-` : "customer";
    console.log(
      `Seeding ${args.customers.toLocaleString("en")} customers, ${args.ips.toLocaleString("en")} static IPs and ${args.orders.toLocaleString("en")} orders …`,
    );
    const counts = await seedLarge(database.db, {
      ...args,
      emailPrefix: prefix,
      onPhase: (phase, ms) => console.log(`  ${phase.padEnd(32)} ${seconds(ms).padStart(9)}`),
    });
    console.log(
      `Done in ${seconds(performance.now() - started)}: ${counts.customers} customers, ${counts.ips} static IPs (${counts.assignedIps} assigned; ${prefix}1@example.com holds ${counts.heaviestCustomerIps}), ${counts.orders} orders, ${counts.transfers} ledger transfers. Every customer logs in as ${prefix}<n>@example.com with the password ${LARGE_SEED_PASSWORD}.`,
    );
  }
} finally {
  await database.close();
}
