import type { OrderHistoryQuery, OrderRow as OrderListRow } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { proxyAccountOf } from "../proxy-accounts/proxy-accounts.service.ts";
import { presentOrder } from "./orders.presenter.ts";
import { itemsOf, latestPaidResidential, orderHistoryRows } from "./orders.repository.ts";

const seconds = (date: Date | null | undefined) => (date ? Math.floor(date.getTime() / 1000) : 0);

/** A customer's residential or static orders for the user-centre lists (spec 02 §2, §7). */
export async function orderHistory(db: Db, userId: string, query: OrderHistoryQuery, language: UiLanguage, now: Date) {
  const page = await orderHistoryRows(db, userId, {
    listType: query.type,
    ...(query.pay_status !== undefined ? { payStatus: query.pay_status } : {}),
    ...(query.order_no ? { orderNo: query.order_no.toUpperCase() } : {}),
    ...(query.start_time !== undefined ? { from: new Date(query.start_time * 1000) } : {}),
    ...(query.end_time !== undefined ? { until: new Date((query.end_time + 1) * 1000) } : {}),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const items = await itemsOf(
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
    count: page.count,
    list,
    user_traffic_balance: account ? Math.max(0, account.purchasedMb - account.usedMb) : 0,
    user_traffic_plan: plan ? (language === "zh-CN" ? plan.titleZh : plan.titleEn) : "",
    is_inf: 0 as const,
    expire_time: seconds(account?.expireAt),
  };
}
