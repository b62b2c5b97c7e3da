import type { Db } from "../../db/client.ts";
import { newestOrdersOf, ownerOfOrderNo } from "./customer-orders.repository.ts";

/** A customer's orders as the console's customer page lists them (ADR 425). */
export type CustomerOrderLine = {
  orderNo: string;
  kind: string;
  payStatus: number;
  priceCents: number;
  createdAt: Date;
};

export function recentOrdersOf(db: Db, userId: string, limit: number): Promise<CustomerOrderLine[]> {
  return newestOrdersOf(db, userId, limit);
}

/** The customer an order number belongs to: the console's search by order number. */
export const customerOfOrderNo = ownerOfOrderNo;
