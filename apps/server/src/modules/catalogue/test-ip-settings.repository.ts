import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { testIpSettings } from "./catalogue.tables.ts";

/** The console's setting, or undefined before anyone set it. `forUpdate` locks the row for a change. */
export async function readTestIpsPerAccount(db: Db, forUpdate = false): Promise<number | undefined> {
  const query = db.select({ ips: testIpSettings.ipsPerAccount }).from(testIpSettings).where(eq(testIpSettings.id, 1));
  const [row] = await (forUpdate ? query.for("update") : query);
  return row?.ips;
}

/** Writes the one row; two first writes at once both land on id 1 (the second updates). */
export async function writeTestIpsPerAccount(tx: Db, ips: number, at: Date): Promise<void> {
  await tx
    .insert(testIpSettings)
    .values({ id: 1, ipsPerAccount: ips, updatedAt: at })
    .onConflictDoUpdate({ target: testIpSettings.id, set: { ipsPerAccount: ips, updatedAt: at } });
}
