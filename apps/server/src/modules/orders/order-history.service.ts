import type { OrderHistoryQuery, OrderRow as OrderListRow } from "@portico/contracts";
import { unixSeconds as seconds, type UiLanguage } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { listPageFields } from "../../db/list-page-fields.ts";
import { listWindowOf } from "../../db/list-window.ts";
import { proxyAccountOf, unusedMbOf } from "../proxy-accounts/proxy-accounts.service.ts";
import { linesOf } from "./order-lines.ts";
import { presentOrder } from "./orders.presenter.ts";
import { latestPaidResidential, orderHistoryRows } from "./orders.repository.ts";

/** A customer's residential or static orders for the user-centre lists (spec 02 §2, §7). */
export async function orderHistory(db: Db, userId: string, query: OrderHistoryQuery, language: UiLanguage, now: Date) {
  const page = await orderHistoryRows(db, userId, {
    ...listWindowOf(query),
    listType: query.type,
    ...(query.pay_status !== undefined ? { payStatus: query.pay_status } : {}),
  });
  const items = await linesOf(
    db,
    page.rows.map((row) => row.id),
  );
  const list = page.rows.map((row): OrderListRow => {
    const info = presentOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      language,
    );
    return {
      ...info,
      package_days: info.days,
      time_length: row.dateUnit ?? String(row.days),
      region: info.items.flatMap((item) => (item.region ? [item.region] : [])).join(", "),
      quantity: row.quantity,
    };
  });
  const [account, plan] = await Promise.all([proxyAccountOf(db, userId), latestPaidResidential(db, userId)]);
  return {
    time: seconds(now),
    ...listPageFields(page),
    list,
    user_traffic_balance: account ? unusedMbOf(account) : 0,
    user_traffic_plan: plan ? (language === "zh-CN" ? plan.titleZh : plan.titleEn) : "",
    is_inf: account?.noExpiry ? (1 as const) : (0 as const),
    expire_time: seconds(account?.expireAt),
  };
}
