import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/test-database.ts";
import { isMigrated, migrateDatabase } from "./migrate.ts";
import { coupons, legalDocuments, residentialPackages } from "./schema/index.ts";
import { faqArticleSeed } from "./seed/faq.seed.ts";
import { DEMO_GATEWAY_HOSTS, proxyCountrySeed, proxyStateSeed } from "./seed/proxy-network.seed.ts";
import { residentialPackageSeed } from "./seed/residential-packages.seed.ts";
import { seedDatabase } from "./seed/seed.ts";
import { staticRegionSeed } from "./seed/static-inventory.seed.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const countPackages = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(residentialPackages))[0]?.n;

describe(`database (${process.env.PORTICO_TEST_DRIVER ?? "pglite"})`, () => {
  it("applies the committed migrations, and again without effect", async () => {
    expect(await isMigrated(database)).toBe(false);
    expect(await migrateDatabase(database)).toBe(true);
    expect(await isMigrated(database)).toBe(true);
    // The start asks first and skips the migrator when the newest migration is applied.
    expect(await migrateDatabase(database)).toBe(false);
    // Both drivers answer raw SQL with `{ rows }`; the shared pg-core type leaves it unknown.
    const indexes = (await database.db.execute(
      sql`select indexname from pg_indexes where tablename = 'residential_packages'`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(indexes.rows.map((row) => row.indexname)).toContain("residential_packages_catalogue_idx");
    expect(await countPackages()).toBe(0);
  });

  it("seeds an empty table once; a second run changes nothing", async () => {
    const ips = staticRegionSeed.reduce((sum, seed) => sum + seed.ips, 0);
    expect(await seedDatabase(database.db)).toEqual({
      residentialPackages: residentialPackageSeed.length,
      staticRegions: staticRegionSeed.length,
      staticIps: ips,
      faqArticles: faqArticleSeed.length,
      legalDocuments: 2,
      coupons: 1,
      proxyCountries: proxyCountrySeed.length,
      proxyStates: proxyStateSeed.length,
      gatewayHosts: DEMO_GATEWAY_HOSTS.length,
    });
    expect(await seedDatabase(database.db)).toEqual({
      residentialPackages: 0,
      staticRegions: 0,
      staticIps: 0,
      faqArticles: 0,
      legalDocuments: 0,
      coupons: 0,
      proxyCountries: 0,
      proxyStates: 0,
      gatewayHosts: 0,
    });
    expect(await countPackages()).toBe(residentialPackageSeed.length);
  });

  it("sees a committed migration newer than the last applied one", async () => {
    // As if the newest migration had been committed after this database was migrated.
    await database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await isMigrated(database)).toBe(false);
    await database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at + 1
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await isMigrated(database)).toBe(true);
  });

  it("seeds groups emptied again, and only those", async () => {
    await database.db.delete(legalDocuments);
    await database.db.delete(coupons);
    expect(await seedDatabase(database.db)).toEqual({
      residentialPackages: 0,
      staticRegions: 0,
      staticIps: 0,
      faqArticles: 0,
      legalDocuments: 2,
      coupons: 1,
      proxyCountries: 0,
      proxyStates: 0,
      gatewayHosts: 0,
    });
  });

  it("rejects an unknown plan type at the database", async () => {
    await expect(
      database.db.insert(residentialPackages).values({
        planType: 5 as 1,
        titleEn: "x",
        titleZh: "x",
        priceCents: 1,
        salePriceCents: 1,
        days: 1,
        flowMb: 1,
      }),
    ).rejects.toThrow();
  });
});
