import { MAX_UNIX_SECONDS } from "@portico/contracts";

/**
 * A user-centre list's filters as a query window: unix-second bounds (the end second included)
 * to dates, page and size to limit and offset.
 */
export type ListWindow = { orderNo?: string; from?: Date; until?: Date; limit: number; offset: number };

export function listWindowOf(query: {
  page: number;
  limit: number;
  order_no?: string | undefined;
  start_time?: number | undefined;
  end_time?: number | undefined;
}): ListWindow {
  return {
    ...(query.order_no ? { orderNo: query.order_no.toUpperCase() } : {}),
    ...(query.start_time !== undefined ? { from: new Date(query.start_time * 1000) } : {}),
    // The exclusive bound is the next second, but never the year 10000: no date the drivers send.
    ...(query.end_time !== undefined ? { until: new Date(Math.min(query.end_time + 1, MAX_UNIX_SECONDS) * 1000) } : {}),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
}
