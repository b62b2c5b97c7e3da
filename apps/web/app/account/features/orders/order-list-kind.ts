import { OrderType } from "@portico/contracts/codes";

/** The two order lists of the user centre (spec 02 §2): one page each, one component for both. */
export type OrderListKind = "residential" | "static";

type OrderListSettings = {
  /** The list's `type` for `/api/order/history`. */
  type: OrderType;
  /** Residential filters take a date and a time, static ones a date only. */
  filterWithTime: boolean;
};

export const ORDER_LISTS: Readonly<Record<OrderListKind, OrderListSettings>> = {
  residential: { type: OrderType.Residential, filterWithTime: true },
  static: { type: OrderType.Static, filterWithTime: false },
};
