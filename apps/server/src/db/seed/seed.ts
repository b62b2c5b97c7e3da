import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { residentialPackages } from "../schema/index.ts";
import { residentialPackageSeed } from "./residential-packages.seed.ts";

export type SeedResult = { residentialPackages: number };

/**
 * Demo data for a fresh install. Each table is filled only while it is empty, so running the
 * seed again (every start does) never duplicates rows or overwrites an operator's edits.
 * The check and the insert share one transaction holding a table lock, so two processes
 * starting together cannot both seed.
 */
export async function seedDatabase(db: Db): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${residentialPackages} in share row exclusive mode`);
    const [existing] = await tx.select({ id: residentialPackages.id }).from(residentialPackages).limit(1);
    if (existing) return { residentialPackages: 0 };
    const inserted = await tx.insert(residentialPackages).values(residentialPackageSeed).returning({
      id: residentialPackages.id,
    });
    return { residentialPackages: inserted.length };
  });
}
