import { couponDiscount, formatUsd } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { couponAppliesTo, type OrderProducts, productLimitOf } from "./coupon-products.ts";
import { couponErrors } from "./coupons.errors.ts";
import {
  customerUses,
  findCouponByCode,
  findCouponById,
  giveBackCouponUse,
  insertCoupon,
  insertRedemption,
  liveRedemption,
  lockCustomerCoupon,
  setRedemptionStatus,
  takeCouponUse,
} from "./coupons.repository.ts";
import type { CouponRow } from "./coupons.tables.ts";

/**
 * Coupons: percent or fixed, a validity window, a total and a per-customer use limit, a minimum
 * amount, every product or only some plans and regions (ADR 429); one per order. A coupon is *held* by an unpaid order (the use is taken at once, so the
 * last use cannot be promised twice), *spent* in the paying transaction, and *released* — the use
 * given back — when the order is cancelled or closes. Every function takes the caller's
 * transaction, which has already locked the order row.
 */

export type HeldCoupon = { redemptionId: number; couponId: number; code: string; discountCents: number };

/** What the order buys, read only for a coupon limited to products (the orders module answers it). */
export type ProductsOfOrder = () => Promise<OrderProducts>;

export type { OrderProducts } from "./coupon-products.ts";

/**
 * The coupon an order holds and what it takes off `subtotalCents` now; null when none. Like its
 * window, its products are judged now: a coupon the operator has since limited to other products
 * takes nothing off (and the paying transaction gives it back).
 */
export async function couponHeldBy(
  db: Db,
  orderId: number,
  subtotalCents: number,
  now: Date,
  products: ProductsOfOrder,
): Promise<HeldCoupon | null> {
  const redemption = await liveRedemption(db, orderId);
  if (!redemption) return null;
  const coupon = await couponById(db, redemption.couponId);
  const verdict = couponDiscount(termsOf(coupon), subtotalCents, now);
  const limit = productLimitOf(coupon);
  const applies = limit === null || couponAppliesTo(limit, await products());
  return {
    redemptionId: redemption.id,
    couponId: coupon.id,
    code: coupon.code,
    discountCents: verdict.ok && applies ? verdict.discountCents : 0,
  };
}

/**
 * Holds `code` for the order, replacing a different coupon it held before. Throws the spec's
 * 'invalid coupon' with the reason when it does not apply — its window, its minimum, the products
 * it is limited to, its limits — before anything is taken.
 */
export async function holdCoupon(
  tx: Db,
  input: {
    code: string;
    userId: string;
    orderId: number;
    subtotalCents: number;
    now: Date;
    products: ProductsOfOrder;
  },
): Promise<HeldCoupon> {
  const code = input.code.trim();
  if (code === "") throw couponErrors.required();
  const coupon = await findCouponByCode(tx, code);
  // A switched-off coupon reads as unknown to the customer; orders already holding it keep it.
  if (!coupon?.active) throw couponErrors.invalid();
  const verdict = couponDiscount(termsOf(coupon), input.subtotalCents, input.now);
  if (!verdict.ok) {
    throw verdict.reason === "window"
      ? couponErrors.outsideWindow()
      : couponErrors.belowMinimum({ minimum: formatUsd(coupon.minAmountCents) });
  }
  const limit = productLimitOf(coupon);
  if (limit !== null && !couponAppliesTo(limit, await input.products())) throw couponErrors.notForProducts();
  const held = { couponId: coupon.id, code: coupon.code, discountCents: verdict.discountCents };
  const current = await liveRedemption(tx, input.orderId);
  if (current?.couponId === coupon.id) return { ...held, redemptionId: current.id };
  if (current) await releaseRedemption(tx, current);
  const taken = await takeUse(tx, coupon, input.userId);
  if (taken === "customer_limit") throw couponErrors.customerLimit();
  if (taken === "used_up") throw couponErrors.usedUp();
  return { ...held, redemptionId: await insertRedemption(tx, coupon.id, input.userId, input.orderId) };
}

/**
 * Takes one use of the coupon for the customer within both limits: the per-customer count under a
 * lock of its own (a count cannot be raised by a conditional UPDATE), the total by one conditional
 * UPDATE. The caller then writes the order's redemption.
 */
async function takeUse(tx: Db, coupon: CouponRow, userId: string): Promise<"taken" | "customer_limit" | "used_up"> {
  await lockCustomerCoupon(tx, coupon.id, userId);
  if (coupon.maxUsesPerCustomer !== null && (await customerUses(tx, coupon.id, userId)) >= coupon.maxUsesPerCustomer) {
    return "customer_limit";
  }
  return (await takeCouponUse(tx, coupon.id)) ? "taken" : "used_up";
}

/**
 * For a provider payment, in its transaction: makes the coupon the payment was priced with
 * (`couponId`, null for none) the order's spent coupon — the one it holds, or taken again within
 * both limits when it was released or swapped since; any other coupon the order holds is given
 * back. False (nothing changed) when that coupon has no use left for this customer: the payment
 * cannot buy the order at the price it paid.
 */
export async function spendCouponOfPayment(
  tx: Db,
  order: { id: number; userId: string },
  couponId: number | null,
): Promise<boolean> {
  const current = await liveRedemption(tx, order.id);
  if (current && current.couponId === couponId) {
    if (current.status === "held") await setRedemptionStatus(tx, current.id, "spent");
    return true;
  }
  if (couponId !== null && (await takeUse(tx, await couponById(tx, couponId), order.userId)) !== "taken") return false;
  if (current) await releaseRedemption(tx, current);
  if (couponId !== null) {
    await insertRedemption(tx, couponId, order.userId, order.id);
    await spendCoupon(tx, order.id);
  }
  return true;
}

/** Marks a held redemption spent, by its id (the paying transaction read it already). */
export async function spendRedemption(tx: Db, redemptionId: number): Promise<void> {
  await setRedemptionStatus(tx, redemptionId, "spent");
}

/** Marks the order's held coupon spent (in the paying transaction). */
export async function spendCoupon(tx: Db, orderId: number): Promise<void> {
  const redemption = await liveRedemption(tx, orderId);
  if (redemption?.status === "held") await setRedemptionStatus(tx, redemption.id, "spent");
}

/** Gives the order's held coupon use back (cancel, close, or a payment that could not be honoured). */
export async function releaseCoupon(tx: Db, orderId: number): Promise<void> {
  const redemption = await liveRedemption(tx, orderId);
  if (redemption) await releaseRedemption(tx, redemption);
}

async function releaseRedemption(tx: Db, redemption: { id: number; couponId: number }): Promise<void> {
  await setRedemptionStatus(tx, redemption.id, "released");
  await giveBackCouponUse(tx, redemption.couponId);
}

export type NewCoupon = {
  code: string;
  kind: "percent" | "fixed";
  value: number;
  minAmountCents?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
  maxUses?: number | null;
  maxUsesPerCustomer?: number | null;
};

/** An operator's new coupon (its id and code as stored, upper-case); undefined when the code exists. */
export async function createCoupon(db: Db, coupon: NewCoupon): Promise<{ id: number; code: string } | undefined> {
  const created = await insertCoupon(db, coupon);
  return created && { id: created.id, code: created.code };
}

async function couponById(db: Db, id: number): Promise<CouponRow> {
  const row = await findCouponById(db, id);
  if (!row) throw new Error(`coupon ${id} is missing`);
  return row;
}

const termsOf = (coupon: CouponRow) => ({
  kind: coupon.kind,
  value: coupon.value,
  minAmountCents: coupon.minAmountCents,
  startsAt: coupon.startsAt,
  endsAt: coupon.endsAt,
});

/** The coupons module's failures, for callers that refuse a coupon on their own rules. */
export { couponErrors } from "./coupons.errors.ts";
