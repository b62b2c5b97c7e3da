import { renewalGraceCutoff } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { releaseIpsExpiredBefore } from "./ip-expiry.repository.ts";

/**
 * Returns static IPs past their renewal grace at `now` (spec 02 §4: 4 days after expiry) to
 * stock, at most `limit` per call; answers how many. Past the grace an IP can no longer be
 * renewed, so keeping it out of stock would only lose a sale. A renewal paid later for a released
 * IP finds it gone and is credited to the wallet (fulfilOrder's 'unavailable').
 */
export async function releaseExpiredIps(db: Db, now: Date, limit = 200): Promise<number> {
  return releaseIpsExpiredBefore(db, renewalGraceCutoff(now), now, limit);
}
