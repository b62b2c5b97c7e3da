import type { ProxyUser } from "@portico/contracts";
import { type UiLanguage, unixSeconds } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { residentialPlanTitleOf } from "../orders/residential-traffic.service.ts";
import { BYTES_PER_MB, proxyAccountOf, unusedMbOf } from "../proxy-accounts/proxy-accounts.service.ts";
import { ipCountsOf } from "../static-inventory/static-inventory.service.ts";

/**
 * The customer's traffic account as the user centre shows it (spec 02 §3, `GET
 * /api/member/proxy_user`): residential credentials, MB left and used, the latest plan, expiry and
 * `is_inf` as stored, and the static IPs held and still valid. Before a first residential purchase
 * there is no account: empty credentials and zeros, which the dashboard shows as its empty state.
 */
export async function proxyUserOf(db: Db, accountId: string, language: UiLanguage, now: Date): Promise<ProxyUser> {
  const [account, plan, ips] = await Promise.all([
    proxyAccountOf(db, accountId),
    residentialPlanTitleOf(db, accountId, language),
    ipCountsOf(db, accountId, now),
  ]);
  return {
    username: account?.username ?? "",
    password: account?.password ?? "",
    balance: account ? unusedMbOf(account) : 0,
    usage: account ? account.usedBytes / BYTES_PER_MB : 0,
    plan,
    is_inf: account?.noExpiry ? 1 : 0,
    expire_time: unixSeconds(account?.expireAt),
    isp_num: ips.total,
    isp_valid_num: ips.valid,
  };
}
