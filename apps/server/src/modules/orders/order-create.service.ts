import { type OrderCreateRequest, type OrderRenewRequest, OrderType } from "@portico/contracts";
import { STATIC_UNPAID_WINDOW_MS, staticPeriodDays, type UiLanguage } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import type { Acting } from "../../plugins/auth/principal.ts";
import { customerContact, drawTestIps } from "../accounts/customer.service.ts";
import { availableIpCount, reserveIps } from "../static-inventory/static-inventory.service.ts";
import { newOrderNo } from "./order-number.ts";
import { quoteRenewal, quoteResidential, quoteStatic, regionName } from "./order-quote.ts";
import { orderTitles } from "./order-titles.ts";
import { orderErrors } from "./orders.errors.ts";
import { insertOrder, insertOrderItems } from "./orders.repository.ts";
import type { Order } from "./orders.types.ts";
import { assertUnpaidRoom, serialisePlacing } from "./unpaid-cap.service.ts";

export type OrderClock = { now: () => Date; residentialCloseMs: number };

/**
 * Places an unpaid order. A static order reserves its IPs in the same transaction, so two
 * customers can never be promised the same IP; short stock rolls everything back and answers 409
 * naming the region and what is left. A customer's unpaid static orders hold at most
 * `maxUnpaidStaticIps` IPs.
 */
export async function placeOrder(
  db: Db,
  clock: OrderClock,
  acting: Acting,
  request: OrderCreateRequest,
  language: UiLanguage,
  maxUnpaidStaticIps: number,
): Promise<Order> {
  const userId = acting.accountId;
  const now = clock.now();
  if (request.type === OrderType.Residential) {
    const plan = await quoteResidential(db, request.package_id);
    return insertOrder(db, {
      orderNo: newOrderNo("residential", now),
      userId,
      kind: "residential",
      listType: 1,
      ...titleColumns(orderTitles.residential({ en: plan.titleEn, zh: plan.titleZh }, plan.days)),
      packageId: plan.id,
      flowMb: plan.flowMb + plan.giveMb,
      days: plan.days,
      quantity: 1,
      priceCents: plan.salePriceCents,
      closeAt: new Date(now.getTime() + clock.residentialCloseMs),
      createdAt: now,
    });
  }
  const quote = await quoteStatic(db, request.date_unit, request.static_commodity);
  return db.transaction(async (tx) => {
    await serialisePlacing(tx, userId);
    if (quote.period === "test" && !(await drawTestIps(tx, userId, quote.ipCount))) {
      throw orderErrors.testIpsExhausted({ left: await testIpsLeft(tx, userId), quantity: quote.ipCount });
    }
    const order = await insertOrder(tx, {
      orderNo: newOrderNo("static", now),
      userId,
      kind: "static",
      listType: 2,
      ...titleColumns(orderTitles.static(quote.ipCount, quote.period)),
      dateUnit: quote.period,
      days: staticPeriodDays(quote.period),
      quantity: quote.ipCount,
      priceCents: quote.totalCents,
      dealStatus: 1,
      closeAt: new Date(now.getTime() + STATIC_UNPAID_WINDOW_MS),
      createdAt: now,
    });
    for (const line of quote.lines) {
      const got = await reserveIps(tx, { regionId: line.region.id, orderId: order.id, quantity: line.quantity });
      if (got < line.quantity) {
        // What is left: the rows this order held (released by the rollback) and those still free.
        // Rows another order is reserving right now are counted too, so cap it below the ask.
        const left = Math.min(got + (await availableIpCount(tx, line.region.id)), line.quantity - 1);
        throw orderErrors.stockInsufficient({
          region: regionName(line.region, language),
          stock: left,
          quantity: line.quantity,
        });
      }
    }
    // After the stock: an order the stock cannot serve says so, whatever the customer holds.
    await assertUnpaidRoom(tx, order, maxUnpaidStaticIps, now);
    await insertOrderItems(
      tx,
      quote.lines.map((line) => ({
        orderId: order.id,
        regionId: line.region.id,
        quantity: line.quantity,
        unitCents: line.unitCents,
      })),
    );
    return order;
  });
}

/** Places an unpaid renewal of owned static IPs; nothing is reserved (the IPs are already the customer's). */
export async function placeRenewal(
  db: Db,
  clock: OrderClock,
  acting: Acting,
  request: OrderRenewRequest,
): Promise<Order> {
  const userId = acting.accountId;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const quote = await quoteRenewal(tx, userId, request.renew_ip_ids, request.date_unit, now);
    const order = await insertOrder(tx, {
      orderNo: newOrderNo("renewal", now),
      userId,
      kind: "renewal",
      listType: 2,
      ...titleColumns(orderTitles.renewal(quote.ips.length, quote.period)),
      dateUnit: quote.period,
      days: staticPeriodDays(quote.period),
      quantity: quote.ips.length,
      priceCents: quote.totalCents,
      dealStatus: 1,
      closeAt: new Date(now.getTime() + STATIC_UNPAID_WINDOW_MS),
      createdAt: now,
    });
    await insertOrderItems(
      tx,
      quote.ips.map((ip) => ({
        orderId: order.id,
        regionId: ip.regionId,
        staticIpId: ip.id,
        quantity: 1,
        unitCents: ip.unitCents,
      })),
    );
    return order;
  });
}

/** A wallet top-up of whole dollars, paid through a provider; it closes like a residential order. */
export async function placeRecharge(db: Db, clock: OrderClock, userId: string, depositCents: number): Promise<Order> {
  const now = clock.now();
  return insertOrder(db, {
    orderNo: newOrderNo("recharge", now),
    userId,
    kind: "recharge",
    listType: 3,
    ...titleColumns(orderTitles.recharge(depositCents)),
    priceCents: depositCents,
    closeAt: new Date(now.getTime() + clock.residentialCloseMs),
    createdAt: now,
  });
}

const titleColumns = (titles: { en: string; zh: string }) => ({ titleEn: titles.en, titleZh: titles.zh });

async function testIpsLeft(db: Db, userId: string): Promise<number> {
  return (await customerContact(db, userId))?.testIpsLeft ?? 0;
}
