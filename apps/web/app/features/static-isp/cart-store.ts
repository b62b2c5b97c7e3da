import type { StaticRegion } from "@portico/contracts";
import {
  cartTotalDollars,
  DEFAULT_STATIC_PERIOD,
  normalizeStaticPeriod,
  reconcileCart,
  type StaticPeriod,
} from "@portico/domain";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { StorageKey } from "../../lib/storage-keys";
import { type CartLine, toCartLine } from "./cart-line";

type CartState = {
  /** The billing period tab (spec 01 §3: default weekly). */
  staticPackageType: StaticPeriod;
  chooseRegionArr: CartLine[];
  /** Kept in step with the lines: the total in dollars (2 decimals) and the IP count. */
  totalInfo: { total: number; ips: number };
  /** The region page the cart was filled from, so "change plan" can return there. */
  staticCountryInfo: { country_code: string | null };
  setPeriod: (period: StaticPeriod) => void;
  /** Sets a region's quantity; 0 removes it. The caller has applied the quantity rules. */
  setQuantity: (region: StaticRegion | CartLine, num: number) => void;
  /** Applies live stock and prices to the stored lines (stock may have sold since). */
  reconcile: (regions: readonly StaticRegion[]) => void;
  /** A region page adds its region with quantity 1 unless it is already in the cart. */
  preselect: (region: StaticRegion) => void;
  clear: () => void;
};

function totals(lines: CartLine[], period: StaticPeriod) {
  return { total: cartTotalDollars(lines, period), ips: lines.reduce((sum, line) => sum + line.num, 0) };
}

function lineFrom(region: StaticRegion | CartLine, num: number): CartLine {
  return "prices" in region ? { ...region, num } : toCartLine(region, num);
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      staticPackageType: DEFAULT_STATIC_PERIOD,
      chooseRegionArr: [],
      totalInfo: { total: 0, ips: 0 },
      staticCountryInfo: { country_code: null },
      setPeriod: (period) =>
        set((state) => ({ staticPackageType: period, totalInfo: totals(state.chooseRegionArr, period) })),
      setQuantity: (region, num) =>
        set((state) => {
          const exists = state.chooseRegionArr.some((line) => line.id === region.id);
          const lines =
            num <= 0
              ? state.chooseRegionArr.filter((line) => line.id !== region.id)
              : exists
                ? state.chooseRegionArr.map((line) => (line.id === region.id ? { ...line, num } : line))
                : [...state.chooseRegionArr, lineFrom(region, num)];
          return { chooseRegionArr: lines, totalInfo: totals(lines, state.staticPackageType) };
        }),
      reconcile: (regions) =>
        set((state) => {
          const live = new Map(regions.map((region) => [region.id, region]));
          const lines = reconcileCart(state.chooseRegionArr, (id) => live.get(id)?.stock).map((line) => {
            const region = live.get(line.id);
            return region ? toCartLine(region, line.num) : line;
          });
          return { chooseRegionArr: lines, totalInfo: totals(lines, state.staticPackageType) };
        }),
      preselect: (region) =>
        set((state) => {
          const staticCountryInfo = { country_code: region.country_code };
          if (region.stock <= 0 || state.chooseRegionArr.some((line) => line.id === region.id)) {
            return { staticCountryInfo };
          }
          const lines = [...state.chooseRegionArr, toCartLine(region, 1)];
          return { chooseRegionArr: lines, totalInfo: totals(lines, state.staticPackageType), staticCountryInfo };
        }),
      clear: () =>
        set({ chooseRegionArr: [], totalInfo: { total: 0, ips: 0 }, staticCountryInfo: { country_code: null } }),
    }),
    {
      name: StorageKey.cart,
      storage: createJSONStorage(() => window.localStorage),
      // The server renders an empty cart; the stored one is read after hydration (rehydrateCart).
      skipHydration: true,
      partialize: ({ staticPackageType, chooseRegionArr, totalInfo, staticCountryInfo }) => ({
        staticPackageType,
        chooseRegionArr,
        totalInfo,
        staticCountryInfo,
      }),
      // A stored period that is no longer valid falls back to monthly (spec 01 §4); whether the
      // test period is still allowed is decided once the authorities are known.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<CartState>;
        const period = normalizeStaticPeriod(stored.staticPackageType ?? DEFAULT_STATIC_PERIOD, { testAllowed: true });
        const lines = Array.isArray(stored.chooseRegionArr) ? stored.chooseRegionArr : [];
        return {
          ...current,
          staticPackageType: period,
          chooseRegionArr: lines,
          totalInfo: totals(lines, period),
          staticCountryInfo: stored.staticCountryInfo ?? { country_code: null },
        };
      },
    },
  ),
);

let rehydration: Promise<void> | null = null;

/** Reads the stored cart once per page load (after hydration, so the server HTML matches). */
export function rehydrateCart(): Promise<void> {
  rehydration ??= Promise.resolve(useCartStore.persist.rehydrate());
  return rehydration;
}
