import type { StaticIpListQuery, StaticIpRow } from "@portico/contracts";
import {
  OrderType,
  RENEW_TYPE,
  type SortOrder,
  type StaticIpSortField,
  StaticIpStatus,
} from "@portico/contracts/codes";
import { ipv4Filter } from "@portico/domain";
import type { ListPosition } from "../../../components/list-pager/list-position";

/** The filters as typed; applied on Search. `state` is "" (all), "2" normal or "3" expired. */
export type StaticIpFilters = { orderNo: string; ip: string; state: "" | "2" | "3"; tag: string };
export const NO_FILTERS: StaticIpFilters = { orderNo: "", ip: "", state: "", tag: "" };

/** The columns the table sorts by, each read by the server along an index of its own (ADR 412). */
export const SORTABLE_COLUMNS = {
  ip: "ip",
  // Each order's IPs together, orders in the order they were placed.
  order_no: "order_no",
  purchased: "create_time",
  expires: "expire_time",
  // Days left and the state follow the expiry: the expired come first in ascending order.
  timeLeft: "expire_time",
  state: "expire_time",
  // Untagged first in ascending order, then A to Z.
  tag: "tag",
} as const satisfies Record<string, StaticIpSortField>;
export type SortableColumn = keyof typeof SORTABLE_COLUMNS;
export type StaticIpSort = { column: SortableColumn; order: SortOrder };
export const DEFAULT_SORT: StaticIpSort = { column: "purchased", order: "desc" };

/** Whether the IP filter reads as a whole address or whole leading octets; empty is fine. */
export const isIpFilterValid = (text: string) => text.trim() === "" || ipv4Filter(text) !== null;

/** The list call for the applied filters, sort and position. */
export function staticIpListQuery(
  filters: StaticIpFilters,
  sort: StaticIpSort,
  position: ListPosition,
  limit: number,
): StaticIpListQuery {
  const orderNo = filters.orderNo.trim();
  const ip = filters.ip.trim();
  const tag = filters.tag.trim();
  return {
    page: position.page,
    limit,
    ...(position.cursor ? { cursor: position.cursor } : {}),
    ...(orderNo ? { orderNo } : {}),
    ...(ip ? { ip } : {}),
    ...(filters.state ? { status: Number(filters.state) } : {}),
    ...(tag ? { tag } : {}),
    sortField: SORTABLE_COLUMNS[sort.column],
    sortOrder: sort.order,
  };
}

/** Whether any filter is applied (an empty list then says "no match", not "no IPs yet"). */
export const hasFilters = (filters: StaticIpFilters) => Object.values(filters).some((value) => value.trim() !== "");

/** The count the pager shows: exact under the cap, "10,000+" past it (ADR 412). */
export type ListCount = { total: number; capped: boolean };

/**
 * The count to keep after an answer: a page read by number brings one; a page read by cursor
 * answers `total: null` and the pager keeps the count it had (same filters).
 */
export function nextCount(kept: ListCount | null, answer: { total: number | null; total_capped: boolean | null }) {
  if (answer.total === null) return kept;
  return { total: answer.total, capped: answer.total_capped === true };
}

/** Renewal needs every selected IP renewable (spec 02 §2); the ones that are not. */
export const notRenewable = (rows: readonly StaticIpRow[]) => rows.filter((row) => !row.renewable);

/** The payment view for renewing these IPs for one period (spec 02 §4: renew_ip_ids, renew_type=renew, num). */
export function renewalPaymentPath(ids: readonly number[], dateUnit: string): string {
  const query = new URLSearchParams({
    type: String(OrderType.Static),
    renew_type: RENEW_TYPE,
    renew_ip_ids: ids.join(","),
    num: String(ids.length),
    date_unit: dateUnit,
  });
  return `/payment?${query.toString()}`;
}

/** A row's state as shown: normal or expired by the server's `status`. */
export const isExpired = (row: StaticIpRow) => row.status === StaticIpStatus.Expired;
