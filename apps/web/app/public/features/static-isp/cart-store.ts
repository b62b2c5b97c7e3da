import type { StaticRegion } from "@portico/contracts";
import { reconcileCart, type StaticPeriod } from "@portico/domain";
import { create } from "zustand";
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

/** Written with the stored cart, as zustand's `persist` middleware wrote it: the format stays. */
const STORED_VERSION = 0;
/** Nothing is written before the stored cart has been read: a change made earlier must not replace it. */
let hydrated = false;
const storage = cartStorage<StoredCart>(() => hydrated, isEmptyStoredCart);

function save(): void {
  void storage.setItem(StorageKey.cart, { state: toStoredCart(useCartStore.getState()), version: STORED_VERSION });
}

/**
 * The cart, kept in local storage under `cart` as `{ state, version }` (spec 02 §3's fields in
 * `state`). Every change is written (once the stored cart has been read, `rehydrateCart`); a
 * few lines here instead of zustand's `persist` middleware, which cost the static pages 1 KB
 * gzip of first-load JavaScript for the same reads and writes (ADR 432).
 */
export const useCartStore = create<CartState>()((setState) => {
  const set = (change: Partial<CartState> | ((state: CartState) => Partial<CartState>)) => {
    setState(change);
    save();
  };
  return {
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
  };
});

/** The stored cart over the current one (a stored value of another version is not read, as `persist` did). */
async function readIntoStore(): Promise<void> {
  const stored = await storage.getItem(StorageKey.cart);
  const readable = stored && (typeof stored.version !== "number" || stored.version === STORED_VERSION);
  if (readable && readStoredCart !== null) {
    const current = useCartStore.getState();
    useCartStore.setState({ ...current, ...withEarlierChoices(readStoredCart(stored.state), current) }, true);
  }
  hydrated = true;
}

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
    await readIntoStore();
  })().catch(() => undefined);
  return rehydration;
}
