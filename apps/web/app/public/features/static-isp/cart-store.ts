import type { StaticRegion } from "@portico/contracts";
import { reconcileCart, type StaticPeriod } from "@portico/domain";
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { StorageKey } from "../../../lib/storage-keys";
import { type CartLine, toCartLine } from "./cart-line";
import { cartStorage } from "./cart-storage";
import { type CartContents, EMPTY_CART, isEmptyStoredCart, type StoredCart, toStoredCart } from "./stored-cart";

type CartState = CartContents & {
  setPeriod: (period: StaticPeriod) => void;
  /** Sets a region's quantity; 0 removes it. The caller has applied the quantity rules. */
  setQuantity: (region: StaticRegion | CartLine, quantity: number) => void;
  /** Applies live stock and prices to the stored lines (stock may have sold since). */
  reconcile: (regions: readonly StaticRegion[]) => void;
  /** A region page adds its region with quantity 1 unless it is already in the cart. */
  preselect: (region: StaticRegion) => void;
};

function lineFrom(region: StaticRegion | CartLine, quantity: number): CartLine {
  return "prices" in region ? { ...region, quantity } : toCartLine(region, quantity);
}

/** Reads the stored value; set by rehydrateCart once its schema has loaded. */
let readStoredCart: ((stored: unknown) => CartContents) | null = null;

/** Regions chosen in the moment before the stored cart was read keep their quantity. */
function withEarlierChoices(stored: CartContents, current: CartContents): CartContents {
  const chosen = new Set(current.lines.map((line) => line.id));
  return { ...stored, lines: [...stored.lines.filter((line) => !chosen.has(line.id)), ...current.lines] };
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
    }),
    {
      name: StorageKey.cart,
      storage: cartStorage<StoredCart>((): boolean => useCartStore.persist.hasHydrated(), isEmptyStoredCart),
      // The server renders an empty cart; the stored one is read after hydration (rehydrateCart).
      skipHydration: true,
      partialize: (state) => toStoredCart(state),
      merge: (stored, current) =>
        stored === undefined || readStoredCart === null
          ? current
          : { ...current, ...withEarlierChoices(readStoredCart(stored), current) },
    },
  ),
);

function hasStoredCart(): boolean {
  try {
    return window.localStorage.getItem(StorageKey.cart) !== null;
  } catch {
    return false;
  }
}

let rehydration: Promise<void> | null = null;

/**
 * Reads the stored cart once per page load, after hydration so the server HTML matches. The
 * schema that checks it is loaded only when there is a cart to read; should that load fail, the
 * page goes on with an empty cart and leaves the stored one alone.
 */
export function rehydrateCart(): Promise<void> {
  rehydration ??= (async () => {
    if (hasStoredCart()) {
      ({ readStoredCart } = await import("./read-stored-cart"));
    }
    await useCartStore.persist.rehydrate();
  })().catch(() => undefined);
  return rehydration;
}
