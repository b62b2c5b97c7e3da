import type { ListQuery } from "@portico/contracts";

/** The filter fields as typed: `from`/`to` are date inputs' values ("2026-11-23") or empty. */
export type HistoryFilters = { orderNo: string; from: string; to: string };

export const NO_HISTORY_FILTERS: HistoryFilters = { orderNo: "", from: "", to: "" };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date input's value as unix seconds in the browser's zone: its first second, or its last. */
function localSeconds(value: string, edge: "start" | "end"): number | undefined {
  if (!DATE.test(value)) return undefined;
  // A date-time without a zone is read in the browser's zone, the day the customer picked.
  const time = new Date(`${value}T${edge === "start" ? "00:00:00" : "23:59:59"}`).getTime();
  return Number.isNaN(time) ? undefined : Math.floor(time / 1000);
}

/**
 * The deposit and usage lists' query (spec 02 §3 List query, §5: dates go as epoch seconds,
 * the end date included whole); empty filters are left out.
 */
export function historyListQuery(filters: HistoryFilters, page: number, limit: number): ListQuery {
  const orderNo = filters.orderNo.trim();
  const start = localSeconds(filters.from, "start");
  const end = localSeconds(filters.to, "end");
  return {
    page,
    limit,
    ...(orderNo ? { order_no: orderNo } : {}),
    ...(start !== undefined ? { start_time: start } : {}),
    ...(end !== undefined ? { end_time: end } : {}),
  };
}
