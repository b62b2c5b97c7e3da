import type { StaticRegion } from "@portico/contracts";
import { reconcileCart, type StaticPeriod } from "@portico/domain";
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { StorageKey } from "../../lib/storage-keys";
import { type CartLine, toCartLine } from "./cart-line";
import { cartStorage } from "./cart-storage";
import { type CartContents, EMPTY_CART, readStoredCart, type StoredCart, toStoredCart } from "./stored-cart";

type CartState = CartContents & {
  setPeriod: (period: StaticPeriod) => void;
  /** Sets a region's quantity; 0 removes it. The caller has applied the quantity rules. */
  setQuantity: (region: StaticRegion | CartLine, quantity: number) => void;
  /** Applies live stock and prices to the stored lines (stock may have sold since). */
  reconcile: (regions: readonly StaticRegion[]) => void;
  /** A region page adds its region with quantity 1 unless it is already in the cart. */
  preselect: (region: StaticRegion) => void;
  clear: () => void;
};

function lineFrom(region: StaticRegion | CartLine, quantity: number): CartLine {
  return "prices" in region ? { ...region, quantity } : toCartLine(region, quantity);
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      ...EMPTY_CART,
      setPeriod: (period) => set({ period }),
      setQuantity: (region, quantity) =>
        set(({ lines }) => {
          if (quantity <= 0) return { lines: lines.filter((line) => line.id !== region.id) };
          if (!lines.some((line) => line.id === region.id)) return { lines: [...lines, lineFrom(region, quantity)] };
          return { lines: lines.map((line) => (line.id === region.id ? { ...line, quantity } : line)) };
        }),
      reconcile: (regions) =>
        set(({ lines }) => {
          const live = new Map(regions.map((region) => [region.id, region]));
          const kept = reconcileCart(lines, (id) => live.get(id)?.stock).map((line) => {
            const region = live.get(line.id);
            return region ? toCartLine(region, line.quantity) : line;
          });
          return { lines: kept };
        }),
      preselect: (region) =>
        set(({ lines }) => {
          const countryCode = region.country_code;
          if (region.stock <= 0 || lines.some((line) => line.id === region.id)) return { countryCode };
          return { lines: [...lines, toCartLine(region, 1)], countryCode };
        }),
      clear: () => set({ lines: [], countryCode: null }),
    }),
    {
      name: StorageKey.cart,
      storage: cartStorage<StoredCart>(),
      // The server renders an empty cart; the stored one is read after hydration (rehydrateCart).
      skipHydration: true,
      partialize: (state) => toStoredCart(state),
      merge: (stored, current) => ({ ...current, ...readStoredCart(stored) }),
    },
  ),
);

let rehydration: Promise<void> | null = null;

/** Reads the stored cart once per page load (after hydration, so the server HTML matches). */
export function rehydrateCart(): Promise<void> {
  rehydration ??= Promise.resolve(useCartStore.persist.rehydrate());
  return rehydration;
}
