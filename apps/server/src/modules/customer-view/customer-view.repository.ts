import type { CustomerViewMode } from "@portico/contracts";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type CustomerViewRow, customerViews } from "./customer-view.tables.ts";

export type { CustomerViewRow };

export async function insertView(
  tx: Db,
  view: {
    tokenHash: string;
    customerId: string;
    staffId: string;
    staffSessionId: number;
    mode: CustomerViewMode;
    reason: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<CustomerViewRow> {
  const [row] = await tx.insert(customerViews).values(view).returning();
  if (!row) throw new Error("customer_views insert returned no row");
  return row;
}

/** The view a token opens: not ended, before its end. */
export async function findLiveView(db: Db, tokenHash: string, at: Date): Promise<CustomerViewRow | undefined> {
  const [row] = await db
    .select()
    .from(customerViews)
    .where(and(eq(customerViews.tokenHash, tokenHash), isNull(customerViews.endedAt), gt(customerViews.expiresAt, at)));
  return row;
}

export async function findView(db: Db, id: string): Promise<CustomerViewRow | undefined> {
  const [row] = await db.select().from(customerViews).where(eq(customerViews.id, id));
  return row;
}

/** Ends a live view; false when it had already ended. */
export async function endView(tx: Db, id: string, at: Date): Promise<boolean> {
  const ended = await tx
    .update(customerViews)
    .set({ endedAt: at })
    .where(and(eq(customerViews.id, id), isNull(customerViews.endedAt)))
    .returning({ id: customerViews.id });
  return ended.length > 0;
}
