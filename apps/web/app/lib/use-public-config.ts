import type { PublicConfig } from "@portico/contracts";
import { useRouteLoaderData } from "react-router";

/** Shown when the root data is unavailable (an error before the root loader answered). */
export const PRODUCT_NAME_FALLBACK = "Portico";

type RootData = { publicConfig: PublicConfig };

export function usePublicConfig(): PublicConfig | undefined {
  return useRouteLoaderData<RootData>("root")?.publicConfig;
}

export function useProductName(): string {
  return usePublicConfig()?.productName ?? PRODUCT_NAME_FALLBACK;
}
