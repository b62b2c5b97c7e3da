import type { FaqCategory } from "@portico/contracts";
import { useRouteLoaderData } from "react-router";

type PublicLayoutData = { helpCategories: FaqCategory[] };

/** The FAQ categories the public layout loaded for the header's help-centre menu. */
export function useHelpCategories(): FaqCategory[] {
  return useRouteLoaderData<PublicLayoutData>("routes/public-layout")?.helpCategories ?? [];
}
