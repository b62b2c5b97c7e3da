import type { OrderHistoryQuery } from "@portico/contracts";

/** The filter fields as typed: `from`/`to` are the inputs' values ("2026-11-23" or "2026-11-23T09:30"). */
export type OrderFilters = { orderNo: string; from: string; to: string; payStatus: string };

export const NO_FILTERS: OrderFilters = { orderNo: "", from: "", to: "", payStatus: "" };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** A local date or date-time input value as unix seconds; a bare date is its first or last second. */
function localSeconds(value: string, edge: "start" | "end"): number | undefined {
  let text: string;
  if (DATE.test(value)) text = `${value}T${edge === "start" ? "00:00:00" : "23:59:59"}`;
  else if (DATE_TIME.test(value)) text = value.length === 16 && edge === "end" ? `${value}:59` : value;
  else return undefined;
  // A date-time without a zone is read in the browser's zone, as the customer picked it.
  const time = new Date(text).getTime();
  return Number.isNaN(time) ? undefined : Math.floor(time / 1000);
}

/** The list's query for the filters, a page and a page size (spec 02 §5: dates go as epoch seconds). */
export function orderHistoryQuery(
  type: OrderHistoryQuery["type"],
  filters: OrderFilters,
  page: number,
  limit: number,
): OrderHistoryQuery {
  const orderNo = filters.orderNo.trim();
  const start = localSeconds(filters.from, "start");
  const end = localSeconds(filters.to, "end");
  const payStatus = Number(filters.payStatus);
  return {
    type,
    page,
    limit,
    ...(orderNo ? { order_no: orderNo } : {}),
    ...(start !== undefined ? { start_time: start } : {}),
    ...(end !== undefined ? { end_time: end } : {}),
    ...(payStatus >= 1 && payStatus <= 4 ? { pay_status: payStatus } : {}),
  };
}
