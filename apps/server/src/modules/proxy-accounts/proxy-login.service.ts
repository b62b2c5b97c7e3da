import { createHash, timingSafeEqual } from "node:crypto";
import type { ProxyAuthResult } from "@portico/contracts";
import { unixSeconds } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { findProxyAccountByUsername } from "./proxy-accounts.repository.ts";
import { BYTES_PER_MB } from "./proxy-accounts.service.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether the gateway may serve a residential proxy login now (ADR 411): the username and password
 * must match (compared in constant time; a wrong password is answered as an unknown username), the
 * account must not have expired unless it never does, and it must have traffic left. The gateway
 * asks before it serves a login, and again once a usage answer names the account.
 */
export async function checkProxyLogin(
  db: Db,
  login: { username: string; password: string },
  now: Date,
): Promise<ProxyAuthResult> {
  const account = await findProxyAccountByUsername(db, login.username);
  const matches = timingSafeEqual(digest(login.password), digest(account?.password ?? `\0${login.password}`));
  if (!account || !matches) return { allowed: false, reason: "unknown", remaining_bytes: 0, expire_time: 0 };
  const remaining = Math.max(0, account.purchasedMb * BYTES_PER_MB - account.usedBytes);
  const reason = !account.noExpiry && account.expireAt <= now ? "expired" : remaining === 0 ? "no_traffic" : null;
  return {
    allowed: reason === null,
    reason,
    remaining_bytes: remaining,
    expire_time: account.noExpiry ? 0 : unixSeconds(account.expireAt),
  };
}
