import { desc, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { staticIps } from "./static-inventory.tables.ts";

/** The owner's newest IPs, along `static_ips_owner_idx`. */
export function newestIpsOf(db: Db, ownerId: string, limit: number) {
  return db
    .select({ address: staticIps.address, port: staticIps.port, expireAt: staticIps.expireAt })
    .from(staticIps)
    .where(eq(staticIps.ownerId, ownerId))
    .orderBy(desc(staticIps.assignedAt), desc(staticIps.id))
    .limit(limit);
}

/** Owners of an address (any port) or of an IP's proxy username, by their unique indexes. */
export async function ownersOfIpOrUsername(db: Db, term: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ ownerId: staticIps.ownerId })
    .from(staticIps)
    .where(or(eq(staticIps.address, term), eq(staticIps.proxyUsername, term)));
  return rows.flatMap((row) => (row.ownerId ? [row.ownerId] : []));
}
