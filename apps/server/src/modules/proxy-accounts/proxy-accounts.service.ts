import { randomBytes, randomInt } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { addTraffic, findProxyAccount } from "./proxy-accounts.repository.ts";

const LETTERS = "abcdefghijkmnpqrstuvwxyz23456789";
const pick = (length: number) => Array.from({ length }, () => LETTERS[randomInt(LETTERS.length)]).join("");

/**
 * Residential fulfilment: the customer's proxy account gains the plan's traffic (flow + give, MB)
 * and days. The first purchase creates the account with a generated username and password, which
 * the proxy generator shows its owner later. Runs in the paying transaction.
 */
export async function grantResidentialTraffic(
  tx: Db,
  grant: { userId: string; mb: number; days: number; now: Date },
): Promise<void> {
  await addTraffic(tx, {
    ...grant,
    username: `u${pick(9)}`,
    password: randomBytes(12).toString("base64url"),
  });
}

export const proxyAccountOf = findProxyAccount;
