import type { Db } from "../../db/client.ts";
import { newestIpsOf, ownersOfIpOrUsername } from "./customer-ips.repository.ts";

/** A customer's IPs as the console's customer page shows them (ADR 425). */
export type CustomerIpLine = { address: string; port: number; expireAt: Date | null };

export function recentIpsOf(db: Db, ownerId: string, limit: number): Promise<CustomerIpLine[]> {
  return newestIpsOf(db, ownerId, limit);
}

/** Who owns an IP address or an IP's proxy username: the console's search. */
export const customersOfIpOrUsername = ownersOfIpOrUsername;
