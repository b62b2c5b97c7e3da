import { and, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type ListPageAsk, newestFirstSeekPage } from "../../db/newest-first-seek.ts";
import { orders } from "./orders.tables.ts";
import type { OrderKind } from "./orders.types.ts";

/** The console's order filters; all together, each optional. Amounts are what the customer pays, in cents. */
export type OrderDeskFilters = {
  orderNo?: string;
  userId?: string;
  payStatus?: number;
  kind?: OrderKind;
  payType?: number;
  from?: Date;
  to?: Date;
  minCents?: number;
  maxCents?: number;
};

const paysCents = sql`(${orders.priceCents} - ${orders.discountCents})`;

function whereOf(filters: OrderDeskFilters): SQL {
  const conditions = [
    filters.orderNo !== undefined ? eq(orders.orderNo, filters.orderNo) : undefined,
    filters.userId !== undefined ? eq(orders.userId, filters.userId) : undefined,
    filters.payStatus !== undefined ? eq(orders.payStatus, filters.payStatus) : undefined,
    filters.kind !== undefined ? eq(orders.kind, filters.kind) : undefined,
    filters.payType !== undefined ? eq(orders.payType, filters.payType) : undefined,
    filters.from !== undefined ? gte(orders.createdAt, filters.from) : undefined,
    filters.to !== undefined ? lt(orders.createdAt, filters.to) : undefined,
    filters.minCents !== undefined ? gte(paysCents, filters.minCents) : undefined,
    filters.maxCents !== undefined ? lte(paysCents, filters.maxCents) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return conditions.length > 0 ? (and(...conditions) as SQL) : sql`true`;
}

/**
 * Every customer's orders newest first, by seek on (created_at, id) — the index
 * `orders_created_idx` — with a capped count (ADR 415). The other filters narrow the walk; a
 * customer's orders use their own index.
 */
export function orderDeskPage(db: Db, filters: OrderDeskFilters, ask: ListPageAsk) {
  return newestFirstSeekPage(db, orders, whereOf(filters), ask);
}
