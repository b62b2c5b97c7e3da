import { centsToDollars, couponDiscount } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import type { CouponRow } from "../../db/schema/index.ts";
import { couponErrors } from "./coupons.errors.ts";
import {
  customerUses,
  findCouponByCode,
  findCouponById,
  giveBackCouponUse,
  insertCoupon,
  insertRedemption,
  lastCouponIdOf,
  liveRedemption,
  lockCustomerCoupon,
  setRedemptionStatus,
  takeCouponUse,
} from "./coupons.repository.ts";

/**
 * Coupons: percent or fixed, a validity window, a total and a per-customer use limit, a minimum
 * amount; one per order. A coupon is *held* by an unpaid order (the use is taken at once, so the
 * last use cannot be promised twice), *spent* in the paying transaction, and *released* — the use
 * given back — when the order is cancelled or closes. Every function takes the caller's
 * transaction, which has already locked the order row.
 */

export type HeldCoupon = { code: string; discountCents: number };

/** The coupon an order holds and what it takes off `subtotalCents` now; null when none. */
export async function couponHeldBy(
  db: Db,
  orderId: number,
  subtotalCents: number,
  now: Date,
): Promise<HeldCoupon | null> {
  const redemption = await liveRedemption(db, orderId);
  if (!redemption) return null;
  const coupon = await couponById(db, redemption.couponId);
  const verdict = couponDiscount(termsOf(coupon), subtotalCents, now);
  return { code: coupon.code, discountCents: verdict.ok ? verdict.discountCents : 0 };
}

/**
 * Holds `code` for the order, replacing a different coupon it held before. Throws the spec's
 * 'invalid coupon' with the reason when it does not apply.
 */
export async function holdCoupon(
  tx: Db,
  input: { code: string; userId: string; orderId: number; subtotalCents: number; now: Date },
): Promise<HeldCoupon> {
  const code = input.code.trim();
  if (code === "") throw couponErrors.required();
  const coupon = await findCouponByCode(tx, code);
  if (!coupon) throw couponErrors.invalid();
  const verdict = couponDiscount(termsOf(coupon), input.subtotalCents, input.now);
  if (!verdict.ok) {
    throw verdict.reason === "window"
      ? couponErrors.outsideWindow()
      : couponErrors.belowMinimum({ minimum: `$${centsToDollars(coupon.minAmountCents).toFixed(2)}` });
  }
  const current = await liveRedemption(tx, input.orderId);
  if (current?.couponId === coupon.id) return { code: coupon.code, discountCents: verdict.discountCents };
  if (current) await releaseRedemption(tx, current);
  await lockCustomerCoupon(tx, coupon.id, input.userId);
  if (
    coupon.maxUsesPerCustomer !== null &&
    (await customerUses(tx, coupon.id, input.userId)) >= coupon.maxUsesPerCustomer
  ) {
    throw couponErrors.customerLimit();
  }
  if (!(await takeCouponUse(tx, coupon.id))) throw couponErrors.usedUp();
  await insertRedemption(tx, coupon.id, input.userId, input.orderId);
  return { code: coupon.code, discountCents: verdict.discountCents };
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

/**
 * For a payment that arrived after its order closed: takes the order's released coupon use again
 * and spends it. False when the coupon has no use left (the payment then goes to the wallet).
 */
export async function retakeCoupon(tx: Db, orderId: number, userId: string): Promise<boolean> {
  const couponId = await lastCouponIdOf(tx, orderId);
  if (couponId === undefined) return true;
  if (!(await takeCouponUse(tx, couponId))) return false;
  await insertRedemption(tx, couponId, userId, orderId);
  await spendCoupon(tx, orderId);
  return true;
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

/** An operator's new coupon; undefined when the code exists. */
export async function createCoupon(db: Db, coupon: NewCoupon): Promise<CouponRow | undefined> {
  return insertCoupon(db, coupon);
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
