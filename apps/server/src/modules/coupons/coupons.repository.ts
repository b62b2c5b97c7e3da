import { and, count, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type CouponRow, couponRedemptions, coupons } from "./coupons.tables.ts";

export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  return row;
}

export async function insertCoupon(db: Db, coupon: typeof coupons.$inferInsert): Promise<CouponRow | undefined> {
  const [row] = await db
    .insert(coupons)
    .values({ ...coupon, code: coupon.code.toUpperCase() })
    .onConflictDoNothing({ target: coupons.code })
    .returning();
  return row;
}

/**
 * Takes one use of a coupon in a single conditional UPDATE: refused once `uses` reached
 * `max_uses`, so of two orders racing for the last use exactly one gets it.
 */
export async function takeCouponUse(db: Db, couponId: number): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses))))
    .returning({ id: coupons.id });
  return rows.length === 1;
}

export async function giveBackCouponUse(db: Db, couponId: number): Promise<void> {
  await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} - 1` })
    .where(eq(coupons.id, couponId));
}

/** The customer's live (held or spent) redemptions of a coupon, for the per-customer limit. */
export async function customerUses(db: Db, couponId: number, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.userId, userId),
        ne(couponRedemptions.status, "released"),
      ),
    );
  return row?.value ?? 0;
}

export async function liveRedemption(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: couponRedemptions.id, couponId: couponRedemptions.couponId, status: couponRedemptions.status })
    .from(couponRedemptions)
    // 'released' written into the statement, not bound: its prepared plan can then use the partial
    // index of live redemptions (coupon_redemptions_live_order_key) without planning each call.
    .where(and(eq(couponRedemptions.orderId, orderId), sql`${couponRedemptions.status} <> 'released'`));
  return row;
}

export async function insertRedemption(db: Db, couponId: number, userId: string, orderId: number): Promise<number> {
  const [row] = await db
    .insert(couponRedemptions)
    .values({ couponId, userId, orderId, status: "held" })
    .returning({ id: couponRedemptions.id });
  if (!row) throw new Error("redemption insert returned nothing");
  return row.id;
}

export async function setRedemptionStatus(db: Db, id: number, status: "spent" | "released"): Promise<void> {
  await db.update(couponRedemptions).set({ status }).where(eq(couponRedemptions.id, id));
}

/** Serialises one customer's redemptions of one coupon (the per-customer limit is a count). */
export async function lockCustomerCoupon(db: Db, couponId: number, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${couponId}, hashtext(${userId}))`);
}

export async function findCouponById(db: Db, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}
