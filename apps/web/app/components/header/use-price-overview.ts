import type { PriceOverview } from "@portico/contracts";
import { useRouteLoaderData } from "react-router";
import { PUBLIC_LAYOUT_ROUTE_ID } from "../../lib/route-ids";

/** The public layout's price overview, or null outside it or when it could not be loaded. */
export function usePriceOverview(): PriceOverview | null {
  return useRouteLoaderData<{ priceOverview: PriceOverview | null }>(PUBLIC_LAYOUT_ROUTE_ID)?.priceOverview ?? null;
}
