import { loadConfigOrExit } from "../../config.ts";
import { createDatabase } from "../client.ts";
import { databaseTargetFor } from "../database-target.ts";
import { migrateDatabase } from "../migrate.ts";
import { seedDatabase } from "./seed.ts";

// `npm run db:seed`: migrates first so it works on a brand-new database.
const config = loadConfigOrExit();
const database = await createDatabase(databaseTargetFor(config));
try {
  await migrateDatabase(database);
  const result = await seedDatabase(database.db);
  console.log(
    `Seeded new rows: residential_packages ${result.residentialPackages}, static_regions ${result.staticRegions}, static_ips ${result.staticIps}, faq_articles ${result.faqArticles}, legal_documents ${result.legalDocuments}, coupons ${result.coupons}.`,
  );
} finally {
  await database.close();
}
