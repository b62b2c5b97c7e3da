import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";
import {
  coupons,
  faqArticles,
  faqCategories,
  gatewayHosts,
  legalDocuments,
  proxyCountries,
  proxyStates,
  residentialPackages,
  staticIps,
  staticRegions,
} from "../schema/index.ts";
import { couponSeed } from "./coupons.seed.ts";
import { faqArticleSeed, faqCategorySeed } from "./faq.seed.ts";
import { legalDocumentSeed } from "./legal-documents.seed.ts";
import { DEMO_GATEWAY_HOSTS, proxyCountrySeed, proxyStateSeed } from "./proxy-network.seed.ts";
import { residentialPackageSeed } from "./residential-packages.seed.ts";
import { staticIpSeed, staticRegionSeed } from "./static-inventory.seed.ts";

export type SeedResult = {
  residentialPackages: number;
  staticRegions: number;
  staticIps: number;
  faqArticles: number;
  legalDocuments: number;
  coupons: number;
  proxyCountries: number;
  proxyStates: number;
  gatewayHosts: number;
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const INSERT_BATCH = 500;

/**
 * Runs `insert` only while `table` is empty, inside one transaction holding a table lock, so
 * two processes starting together cannot both seed it.
 */
async function seedWhenEmpty(db: Db, table: PgTable, insert: (tx: Tx) => Promise<number>): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${table} in share row exclusive mode`);
    // Both drivers answer raw SQL with `{ rows }`; the shared pg-core type leaves it unknown.
    const existing = (await tx.execute(sql`select 1 from ${table} limit 1`)) as unknown as { rows: unknown[] };
    if (existing.rows.length > 0) return 0;
    return insert(tx);
  });
}

async function seedFaq(tx: Tx): Promise<number> {
  const categories = await tx
    .insert(faqCategories)
    .values(faqCategorySeed.map(({ nameEn, nameZh, weight }) => ({ nameEn, nameZh, weight })))
    .returning({ id: faqCategories.id });
  const idByKey = new Map(faqCategorySeed.map((category, index) => [category.key, categories[index]?.id]));
  const rows = faqArticleSeed.map(({ category, ...article }) => {
    const categoryId = idByKey.get(category);
    if (categoryId === undefined) throw new Error(`FAQ seed: unknown category ${category}`);
    return { ...article, categoryId };
  });
  const inserted = await tx.insert(faqArticles).values(rows).returning({ id: faqArticles.id });
  return inserted.length;
}

/** Regions first, then their IPs in batches (thousands of rows would overflow one statement). */
async function seedStaticInventory(tx: Tx): Promise<{ staticRegions: number; staticIps: number }> {
  const regions = await tx
    .insert(staticRegions)
    .values(staticRegionSeed.map((seed) => seed.region))
    .returning({ id: staticRegions.id });
  const ips = staticIpSeed(regions.map((row) => row.id));
  for (let start = 0; start < ips.length; start += INSERT_BATCH) {
    await tx.insert(staticIps).values(ips.slice(start, start + INSERT_BATCH));
  }
  return { staticRegions: regions.length, staticIps: ips.length };
}

/** The generator's countries, then their states (the states name their country). */
async function seedProxyPool(tx: Tx): Promise<{ proxyCountries: number; proxyStates: number }> {
  const countries = await tx
    .insert(proxyCountries)
    .values(proxyCountrySeed)
    .returning({ code: proxyCountries.countryCode });
  const states = await tx.insert(proxyStates).values(proxyStateSeed).returning({ id: proxyStates.id });
  return { proxyCountries: countries.length, proxyStates: states.length };
}

/** The table of each group seedWhenEmpty fills below: a group missing here is never checked. */
const SEEDED_TABLES = [
  residentialPackages,
  staticRegions,
  faqCategories,
  legalDocuments,
  coupons,
  proxyCountries,
  gatewayHosts,
];

async function everyGroupHasRows(db: Db): Promise<boolean> {
  const tables = SEEDED_TABLES;
  const checks = sql.join(
    tables.map((table) => sql`exists (select 1 from ${table})`),
    sql` and `,
  );
  const result = (await db.execute(sql`select ${checks} as seeded`)) as unknown as { rows: { seeded: boolean }[] };
  return result.rows[0]?.seeded === true;
}

/**
 * Demo data for a fresh install. Each table group is filled only while it is empty, so running
 * the seed again (every start does) never duplicates rows or overwrites an operator's edits.
 */
export async function seedDatabase(db: Db): Promise<SeedResult> {
  // Every start runs this: one query answers for a database that has them all, without a
  // transaction and a table lock per group. (A new group: its table in SEEDED_TABLES, its 0 here.)
  if (await everyGroupHasRows(db)) {
    return {
      residentialPackages: 0,
      staticRegions: 0,
      staticIps: 0,
      faqArticles: 0,
      legalDocuments: 0,
      coupons: 0,
      proxyCountries: 0,
      proxyStates: 0,
      gatewayHosts: 0,
    };
  }
  const residential = await seedWhenEmpty(db, residentialPackages, async (tx) => {
    const inserted = await tx
      .insert(residentialPackages)
      .values(residentialPackageSeed)
      .returning({ id: residentialPackages.id });
    return inserted.length;
  });
  let inventory = { staticRegions: 0, staticIps: 0 };
  await seedWhenEmpty(db, staticRegions, async (tx) => {
    inventory = await seedStaticInventory(tx);
    return inventory.staticRegions;
  });
  // Categories and articles go together: the articles' category ids come from the categories.
  const faq = await seedWhenEmpty(db, faqCategories, seedFaq);
  const legal = await seedWhenEmpty(db, legalDocuments, async (tx) => {
    const inserted = await tx.insert(legalDocuments).values(legalDocumentSeed).returning({ kind: legalDocuments.kind });
    return inserted.length;
  });
  const demoCoupons = await seedWhenEmpty(db, coupons, async (tx) => {
    const inserted = await tx.insert(coupons).values(couponSeed).returning({ id: coupons.id });
    return inserted.length;
  });
  let proxyPool = { proxyCountries: 0, proxyStates: 0 };
  await seedWhenEmpty(db, proxyCountries, async (tx) => {
    proxyPool = await seedProxyPool(tx);
    return proxyPool.proxyCountries;
  });
  // Demo hosts under .example (proxy-network.seed.ts): the operator replaces them.
  const demoHosts = await seedWhenEmpty(db, gatewayHosts, async (tx) => {
    const inserted = await tx
      .insert(gatewayHosts)
      .values([...DEMO_GATEWAY_HOSTS])
      .returning({ id: gatewayHosts.id });
    return inserted.length;
  });
  return {
    residentialPackages: residential,
    ...inventory,
    faqArticles: faq,
    legalDocuments: legal,
    coupons: demoCoupons,
    ...proxyPool,
    gatewayHosts: demoHosts,
  };
}
