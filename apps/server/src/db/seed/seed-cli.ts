import { loadConfigOrExit } from "../../config.ts";
import { startErrorSentence } from "../../start-errors.ts";
import { createDatabase } from "../client.ts";
import { databaseTargetFor } from "../database-target.ts";
import { migrateDatabase } from "../migrate.ts";
import { seedDatabase } from "./seed.ts";

// `npm run db:seed`: migrates first so it works on a brand-new database.
const config = loadConfigOrExit();
const database = await createDatabase(databaseTargetFor(config)).catch((error: unknown) => {
  // The embedded data directory in use by a running Portico: its sentence, not a stack.
  const sentence = startErrorSentence(error);
  if (!sentence) throw error;
  console.error(sentence);
  process.exit(1);
});
try {
  await migrateDatabase(database);
  const result = await seedDatabase(database.db);
  console.log(
    `Seeded new rows: residential_packages ${result.residentialPackages}, static_regions ${result.staticRegions}, static_ips ${result.staticIps}, faq_articles ${result.faqArticles}, legal_documents ${result.legalDocuments}, coupons ${result.coupons}, proxy_countries ${result.proxyCountries}, proxy_states ${result.proxyStates}, gateway_hosts ${result.gatewayHosts}.`,
  );
} finally {
  await database.close();
}
