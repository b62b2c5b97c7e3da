import type { PriceOverview } from "@portico/contracts";
import { useRouteLoaderData } from "react-router";

/** The public layout's price overview, or null outside it or when it could not be loaded. */
export function usePriceOverview(): PriceOverview | null {
  return useRouteLoaderData<{ priceOverview: PriceOverview | null }>("routes/public-layout")?.priceOverview ?? null;
}
