import { and, count, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type CheckoutResult, type PaymentCheckoutRow, paymentCheckouts } from "./payments.tables.ts";

export type NewCheckout = typeof paymentCheckouts.$inferInsert;

/**
 * The next checkout number of an order, `<order_no>_<n>`: the caller holds the order's lock, so
 * two checkouts of one order never count the same n (the unique index is the last word).
 */
export async function nextCheckoutNo(db: Db, orderId: number, orderNo: string): Promise<string> {
  const [row] = await db.select({ value: count() }).from(paymentCheckouts).where(eq(paymentCheckouts.orderId, orderId));
  return `${orderNo}_${(row?.value ?? 0) + 1}`;
}

export async function insertCheckout(db: Db, checkout: NewCheckout): Promise<PaymentCheckoutRow> {
  const [row] = await db.insert(paymentCheckouts).values(checkout).returning();
  if (!row) throw new Error("checkout insert returned nothing");
  return row;
}

export async function setCheckoutProviderRef(db: Db, id: number, providerRef: string): Promise<void> {
  await db.update(paymentCheckouts).set({ providerRef }).where(eq(paymentCheckouts.id, id));
}

/** The checkout a provider's reference names and its order's id, unlocked: the caller locks its order, then it. */
export async function findCheckout(db: Db, provider: string, checkoutNo: string) {
  const [row] = await db
    .select({ id: paymentCheckouts.id, orderId: paymentCheckouts.orderId })
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.provider, provider), eq(paymentCheckouts.checkoutNo, checkoutNo)));
  return row;
}

/** The checkout row, locked: taken after its order's lock (ADR 400's order). */
export async function lockCheckout(db: Db, id: number): Promise<PaymentCheckoutRow | undefined> {
  const [row] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, id)).for("update");
  return row;
}

/** The checkout already paid by this provider payment, if any (one payment counts once). */
export async function checkoutPaidBy(db: Db, provider: string, paymentRef: string) {
  const [row] = await db
    .select({ id: paymentCheckouts.id })
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.provider, provider), eq(paymentCheckouts.paymentRef, paymentRef)));
  return row;
}

/**
 * Moves a checkout to paid by one payment, in one conditional statement: false when it was paid
 * already. The unique (provider, payment_ref) refuses the same payment on a second checkout.
 */
export async function markCheckoutPaid(
  db: Db,
  id: number,
  paid: { paymentRef: string; paidMinor: number; paidCents: number; result: CheckoutResult; paidAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(paymentCheckouts)
    .set({ ...paid, state: "paid" })
    .where(and(eq(paymentCheckouts.id, id), ne(paymentCheckouts.state, "paid")))
    .returning({ id: paymentCheckouts.id });
  return rows.length === 1;
}

/** The provider says an open checkout failed or expired; a paid one keeps its payment. */
export async function endOpenCheckout(db: Db, id: number, state: "failed" | "expired"): Promise<void> {
  await db
    .update(paymentCheckouts)
    .set({ state })
    .where(and(eq(paymentCheckouts.id, id), eq(paymentCheckouts.state, "open")));
}
