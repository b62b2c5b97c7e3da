import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentEvents } from "./payments.tables.ts";

/**
 * Records a verified webhook event; false when (provider, event id) is already recorded. The
 * insert runs in the transaction that acts on the event: a concurrent copy of the same event
 * waits on the unique index and then finds it taken.
 */
export async function recordEvent(db: Db, event: typeof paymentEvents.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

export async function setEventResult(db: Db, provider: string, eventId: string, result: string): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ result })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}
