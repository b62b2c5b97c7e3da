import { MAX_UNIX_SECONDS } from "@portico/contracts";
import type { ListPageAsk } from "./newest-first-seek.ts";

/**
 * A user-centre list's filters as a query window: unix-second bounds (the end second included)
 * to dates, and the page asked for — by number, or by the cursor of the page beside it (ADR 415).
 */
export type ListWindow = { orderNo?: string; from?: Date; until?: Date } & ListPageAsk;

export function listWindowOf(query: {
  page: number;
  limit: number;
  order_no?: string | undefined;
  start_time?: number | undefined;
  end_time?: number | undefined;
  cursor?: string | undefined;
}): ListWindow {
  return {
    ...(query.order_no ? { orderNo: query.order_no.toUpperCase() } : {}),
    ...(query.start_time !== undefined ? { from: new Date(query.start_time * 1000) } : {}),
    // The exclusive bound is the next second, but never the year 10000: no date the drivers send.
    ...(query.end_time !== undefined ? { until: new Date(Math.min(query.end_time + 1, MAX_UNIX_SECONDS) * 1000) } : {}),
    page: query.page,
    limit: query.limit,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  };
}
