import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type CouponRow, couponRedemptions, coupons } from "./coupons.tables.ts";

export async function listCoupons(db: Db): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
}

export async function lockCoupon(db: Db, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for("update");
  return row;
}

/** Whether any order ever took the coupon (held, spent or released). */
export async function everRedeemed(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, id))
    .limit(1);
  return row !== undefined;
}

export async function updateCoupon(db: Db, id: number, set: Partial<typeof coupons.$inferInsert>): Promise<CouponRow> {
  const [row] = await db.update(coupons).set(set).where(eq(coupons.id, id)).returning();
  if (!row) throw new Error(`coupon ${id} vanished under its lock`);
  return row;
}

/** Inserts the rows whose code is free; answers those written (a taken code is skipped, never overwritten). */
export async function insertFreeCoupons(db: Db, rows: (typeof coupons.$inferInsert)[]): Promise<CouponRow[]> {
  if (rows.length === 0) return [];
  return db.insert(coupons).values(rows).onConflictDoNothing({ target: coupons.code }).returning();
}
