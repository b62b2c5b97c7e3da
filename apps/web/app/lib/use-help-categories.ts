import type { FaqCategory } from "@portico/contracts";
import { useRouteLoaderData } from "react-router";
import { PUBLIC_LAYOUT_ROUTE_ID } from "./route-ids";

type PublicLayoutData = { helpCategories: FaqCategory[] };

/** The FAQ categories the public layout loaded for the header's help-centre menu. */
export function useHelpCategories(): FaqCategory[] {
  return useRouteLoaderData<PublicLayoutData>(PUBLIC_LAYOUT_ROUTE_ID)?.helpCategories ?? [];
}
