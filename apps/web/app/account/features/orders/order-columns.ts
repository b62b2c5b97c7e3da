import type { OrderRow } from "@portico/contracts";
import { OrderType, PayStatus, RENEW_TYPE } from "@portico/contracts/codes";
import type { StaticPeriod } from "@portico/domain";
import type { TFunction } from "i18next";
import { formatDateTime } from "../../../lib/format-date-time";
import { formatTraffic } from "../../../lib/format-traffic";
import { formatUsd } from "../../../lib/format-usd";
import type en from "../../../locales/en/orders.json";
import type { OrderListKind } from "./order-list-kind";

type ColumnLabelKey = `columns.${keyof (typeof en)["columns"]}`;

/** The status a row shows: an unpaid order whose countdown has run out reads "closed" (spec 02 §4). */
export type ShownPayStatus = "1" | "2" | "3" | "4" | "closed";

export function shownPayStatus(row: Pick<OrderRow, "pay_status">, countdownOver: boolean): ShownPayStatus {
  if (row.pay_status === PayStatus.Unpaid && countdownOver) return "closed";
  return String(row.pay_status) as ShownPayStatus;
}

/** A static order's period ("Weekly"), or a plan's days ("30 days"). */
function durationOf(row: OrderRow, t: TFunction<"orders">): string {
  // A static order's date_unit is one of the periods (the server checks it when the order is placed).
  // Only its type is imported: a value import would pull the periods module out of the static page's chunk.
  if (row.type === OrderType.Static && row.date_unit) return t(`duration.${row.date_unit as StaticPeriod}`);
  return t("duration.days", { count: row.package_days });
}

/** deal_status 1–4 by name, anything else "--" (spec 02 §4). */
function dealStatusOf(row: OrderRow, t: TFunction<"orders">): string {
  const status = row.deal_status;
  return status !== null && status >= 1 && status <= 4 ? t(`dealStatus.${status as 1 | 2 | 3 | 4}`) : t("none");
}

const payTypeOf = (row: OrderRow, t: TFunction<"orders">) =>
  row.pay_type !== null && row.pay_type >= 1 && row.pay_type <= 3
    ? t(`payType.${row.pay_type as 1 | 2 | 3}`)
    : t("none");

/** The order's title; a renewal says so. */
export const titleText = (row: OrderRow, t: TFunction<"orders">) =>
  row.renew_type === RENEW_TYPE ? `${row.title} (${t("renewal")})` : row.title;

/** One text column of a list: its heading and its cell, shared by the table and the xlsx export. */
export type OrderColumn = {
  id: string;
  labelKey: ColumnLabelKey;
  text: (row: OrderRow, t: TFunction<"orders">, shown: ShownPayStatus) => string;
};

const column = (id: string, labelKey: OrderColumn["labelKey"], text: OrderColumn["text"]): OrderColumn => ({
  id,
  labelKey,
  text,
});

const orderNo = column("orderNo", "columns.orderNo", (row) => row.order_no);
const title = column("package", "columns.package", titleText);
const total = column("total", "columns.total", (row) => formatUsd(row.total_price));
const paid = column("paid", "columns.paid", (row, t) =>
  row.pay_status === PayStatus.Paid ? formatUsd(row.pay_price) : t("none"),
);
const payType = column("payType", "columns.payType", payTypeOf);
const payStatus = column("payStatus", "columns.payStatus", (_row, t, shown) => t(`payStatus.${shown}`));
const created = column("created", "columns.created", (row) => formatDateTime(row.create_time));
const payTime = column("payTime", "columns.payTime", (row) => formatDateTime(row.pay_time));

/**
 * The columns of each list (spec 02 §2): the static list adds region, quantity, duration,
 * refund amount and deal status; the residential one shows the plan's traffic and days.
 */
export const ORDER_COLUMNS: Readonly<Record<OrderListKind, readonly OrderColumn[]>> = {
  residential: [
    orderNo,
    title,
    column("traffic", "columns.traffic", (row) => formatTraffic(row.flow)),
    column("days", "columns.days", durationOf),
    total,
    paid,
    payType,
    payStatus,
    created,
    payTime,
  ],
  static: [
    orderNo,
    title,
    column("region", "columns.region", (row, t) => row.region || t("none")),
    column("quantity", "columns.quantity", (row) => String(row.quantity)),
    column("duration", "columns.duration", durationOf),
    total,
    paid,
    payType,
    payStatus,
    column("refund", "columns.refund", (row) => formatUsd(row.refunded_amount)),
    column("dealStatus", "columns.dealStatus", dealStatusOf),
    created,
    payTime,
  ],
};
