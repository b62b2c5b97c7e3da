import type { balanceLog, EndpointData, rechargeOrders } from "@portico/contracts";
import { keepPreviousData, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { usePreferencesStore } from "../../../../lib/preferences-store";
import { endpointQuery } from "../../../../lib/query/endpoint-query";
import { useRowHighlight } from "../../../components/row-highlight/use-row-highlight";
import { type HistoryFilters, historyListQuery, NO_HISTORY_FILTERS } from "./history-filters";

/**
 * One wallet history list (deposits or balance usage): the applied filters, the page, the page
 * size saved as the customer's preference, the query keyed by all three (another page keeps the
 * rows on screen until it comes), and the row `?orderNo=` names, highlighted for 2 s once the list
 * has been read since this navigation (spec 02 §4).
 */
export function useHistoryList<E extends typeof rechargeOrders | typeof balanceLog>(endpoint: E) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const pageSize = usePreferencesStore((state) => state.paginationSize);
  const setPageSize = usePreferencesStore((state) => state.setPaginationSize);
  const [filters, setFilters] = useState<HistoryFilters>(NO_HISTORY_FILTERS);
  const [page, setPage] = useState(1);
  // Both endpoints take the same query (spec 02 §3 List query); only their rows differ.
  const options = endpointQuery(endpoint as typeof rechargeOrders, historyListQuery(filters, page, pageSize));
  const list = useQuery({
    ...(options as unknown as UseQueryOptions<EndpointData<E>, Error>),
    placeholderData: keepPreviousData,
  });
  const loaded = list.data !== undefined && !list.isFetching;
  const highlighted = useRowHighlight(searchParams.get("orderNo"), loaded, location.key);
  return {
    list,
    highlighted,
    filtered: Boolean(filters.orderNo.trim() || filters.from || filters.to),
    pager: {
      total: list.data?.count ?? 0,
      page,
      pageSize,
      onPage: setPage,
      onPageSize: (size: number) => {
        setPageSize(size);
        setPage(1);
      },
    },
    applyFilters: (next: HistoryFilters) => {
      setFilters(next);
      setPage(1);
    },
  };
}
