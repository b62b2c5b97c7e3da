import { renewalGraceCutoff } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { releaseIpsExpiredBefore } from "../static-inventory/static-inventory.service.ts";
import { ipIdsHeldByOpenRenewals } from "./ip-expiry.repository.ts";

/**
 * Returns static IPs past their renewal grace at `now` (spec 02 §4: 4 days after expiry) to
 * stock, at most `limit` per call; answers how many. Past the grace an IP can no longer be
 * renewed, so keeping it out of stock would only lose a sale. An IP that a renewal still payable
 * at `now` names is left alone: that renewal holds it until its close. A renewal paid later for a
 * released IP finds it gone and is credited to the wallet (fulfilOrder's 'unavailable').
 *
 * Two statements: the orders module reads which IPs open renewals hold, then the static
 * inventory releases the others in one conditional update over `SKIP LOCKED` rows (ADR 410).
 */
export async function releaseExpiredIps(db: Db, now: Date, limit = 200): Promise<number> {
  const heldIds = await ipIdsHeldByOpenRenewals(db, now);
  return releaseIpsExpiredBefore(db, { cutoff: renewalGraceCutoff(now), heldIds, limit });
}
