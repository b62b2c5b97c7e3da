import { unixSeconds } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { customerIdOf } from "../accounts/customer.service.ts";
import { BYTES_PER_MB, proxyAccountOf } from "../proxy-accounts/proxy-accounts.service.ts";
import { gatewayErrors } from "./gateway.errors.ts";

/**
 * A customer's residential account by email, for operator tools the gateway credential runs
 * (`npm run demo:traffic`): the username usage is reported under and the bytes it has left.
 */
export async function proxyAccountByEmail(db: Db, email: string) {
  const userId = await customerIdOf(db, email);
  if (!userId) throw gatewayErrors.customerNotFound({ email });
  const account = await proxyAccountOf(db, userId);
  if (!account) throw gatewayErrors.noProxyAccount({ email });
  return {
    username: account.username,
    remaining_bytes: Math.max(0, account.purchasedMb * BYTES_PER_MB - account.usedBytes),
    used_bytes: account.usedBytes,
    expire_time: unixSeconds(account.expireAt),
    is_inf: account.noExpiry ? (1 as const) : (0 as const),
  };
}
