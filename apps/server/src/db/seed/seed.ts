import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { residentialPackages, staticIps, staticRegions } from "../schema/index.ts";
import { residentialPackageSeed } from "./residential-packages.seed.ts";
import { staticIpSeed, staticRegionSeed } from "./static-inventory.seed.ts";

export type SeedResult = { residentialPackages: number; staticRegions: number; staticIps: number };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const INSERT_BATCH = 500;

/**
 * Demo data for a fresh install. Each table is filled only while it is empty, so running the
 * seed again (every start does) never duplicates rows or overwrites an operator's edits.
 * The check and the insert share one transaction holding a table lock, so two processes
 * starting together cannot both seed.
 */
export async function seedDatabase(db: Db): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${residentialPackages}, ${staticRegions} in share row exclusive mode`);
    return {
      residentialPackages: await seedResidentialPackages(tx),
      ...(await seedStaticInventory(tx)),
    };
  });
}

async function seedResidentialPackages(tx: Tx): Promise<number> {
  const [existing] = await tx.select({ id: residentialPackages.id }).from(residentialPackages).limit(1);
  if (existing) return 0;
  const inserted = await tx
    .insert(residentialPackages)
    .values(residentialPackageSeed)
    .returning({ id: residentialPackages.id });
  return inserted.length;
}

async function seedStaticInventory(tx: Tx): Promise<{ staticRegions: number; staticIps: number }> {
  const [existing] = await tx.select({ id: staticRegions.id }).from(staticRegions).limit(1);
  if (existing) return { staticRegions: 0, staticIps: 0 };
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
