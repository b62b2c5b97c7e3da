import type { StaticRegion } from "@portico/contracts";
import type { CartLine } from "./cart-line";
import { useCartStore } from "./cart-store";

/** A region's chosen quantity: 0 when it is not in the cart. */
export function quantityOf(lines: readonly CartLine[], regionId: number): number {
  return lines.find((line) => line.id === regionId)?.quantity ?? 0;
}

/**
 * One region's quantity in the cart, for its card and its summary line alike: the component
 * re-renders only when that quantity changes.
 */
export function useCartQuantity(region: StaticRegion | CartLine) {
  const quantity = useCartStore((state) => quantityOf(state.lines, region.id));
  return {
    quantity,
    // Read at the moment of a step, so a held button never steps from a stale render.
    current: () => quantityOf(useCartStore.getState().lines, region.id),
    change: (next: number) => useCartStore.getState().setQuantity(region, next),
  };
}
