import type { ConsentChoice, PublicConfig } from "@portico/contracts";
import { useRouteLoaderData } from "react-router";

/** Shown when the root data is unavailable (an error before the root loader answered). */
export const PRODUCT_NAME_FALLBACK = "Portico";

type RootData = { publicConfig: PublicConfig; storedConsent: ConsentChoice | null };

export function usePublicConfig(): PublicConfig | undefined {
  return useRouteLoaderData<RootData>("root")?.publicConfig;
}

export function useProductName(): string {
  return usePublicConfig()?.productName ?? PRODUCT_NAME_FALLBACK;
}

/**
 * The cookie choice the page was rendered with: null when none was stored, undefined when the
 * root data is unavailable (an error before the root loader answered).
 */
export function useRenderedConsent(): ConsentChoice | null | undefined {
  return useRouteLoaderData<RootData>("root")?.storedConsent;
}
