import { type OrderPrepareRequest, type OrderRenewRequest, OrderType } from "@portico/contracts";
import { centsToDollars, type UiLanguage } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { assertInStock, quoteRenewal, quoteResidential, quoteStatic } from "./order-quote.ts";

/**
 * The price of an order before it exists (spec 02 §7 `/api/order/prepare`), recomputed from the
 * live catalogue so the browser's total is never trusted. Static orders are re-checked against
 * the available stock of each region; test IPs cost nothing.
 */
export async function preparePrice(db: Db, request: OrderPrepareRequest, language: UiLanguage): Promise<number> {
  if (request.type === OrderType.Residential) {
    return centsToDollars((await quoteResidential(db, request.package_id)).salePriceCents);
  }
  const quote = await quoteStatic(db, request.date_unit, request.static_commodity);
  for (const line of quote.lines) assertInStock(line, line.region.stock, language);
  return centsToDollars(quote.totalCents);
}

/** The price of renewing owned IPs (`/api/order/prepare_renew`). */
export async function prepareRenewPrice(
  db: Db,
  userId: string,
  request: OrderRenewRequest,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const quote = await quoteRenewal(tx, userId, request.renew_ip_ids, request.date_unit, now);
    return centsToDollars(quote.totalCents);
  });
}
