import type { balanceLog, EndpointData, rechargeOrders } from "@portico/contracts";
import { keepPreviousData, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { FIRST_POSITION, type ListPosition, positionFor } from "../../../../components/list-pager/list-position";
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
  const [position, setPosition] = useState<ListPosition>(FIRST_POSITION);
  // Both endpoints take the same query (spec 02 §3 List query); only their rows differ. A page
  // beside the one shown is read by its cursor (ADR 415).
  const options = endpointQuery(endpoint as typeof rechargeOrders, {
    ...historyListQuery(filters, position.page, pageSize),
    ...(position.cursor ? { cursor: position.cursor } : {}),
  });
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
      capped: list.data?.count_capped ?? false,
      page: position.page,
      pageSize,
      hasNext: Boolean(list.data?.next_cursor),
      hasPrevious: Boolean(list.data?.prev_cursor),
      onPage: (target: number) => setPosition(positionFor(target, position.page, list.data)),
      onPageSize: (size: number) => {
        setPageSize(size);
        setPosition(FIRST_POSITION);
      },
    },
    applyFilters: (next: HistoryFilters) => {
      setFilters(next);
      setPosition(FIRST_POSITION);
    },
  };
}
