import type { UiLanguage } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { latestPaidResidential } from "./orders.repository.ts";
import { residentialGrantsFrom } from "./residential-traffic.repository.ts";

/**
 * What the residential orders tell the traffic pages (proxy_user, the traffic chart): the plan
 * the customer holds, and when traffic was granted — so a past balance can be told.
 */

/** MB of traffic granted at a moment (a residential order's fulfilment), net of what its refunds took back. */
export type TrafficGrant = { at: Date; mb: number };

/** The grants of paid residential orders fulfilled at or after `since`. */
export async function residentialGrantsSince(db: Db, userId: string, since: Date): Promise<TrafficGrant[]> {
  return residentialGrantsFrom(db, userId, since);
}

/** The title of the latest residential plan the customer bought, in `language`; empty when none. */
export async function residentialPlanTitleOf(db: Db, userId: string, language: UiLanguage): Promise<string> {
  const plan = await latestPaidResidential(db, userId);
  return plan ? (language === "zh-CN" ? plan.titleZh : plan.titleEn) : "";
}
