import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type MailOutboxRow, mailOutbox } from "./mail.tables.ts";

export type OutgoingMail = { recipient: string; subject: string; textBody: string; htmlBody: string };

/** Writes a message to the outbox: `queued` for SMTP to take, or at once `stored` when there is none. */
export async function insertOutboxMessage(
  db: Db,
  mail: OutgoingMail,
  status: "queued" | "stored" = "queued",
): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, status, sentAt: status === "stored" ? new Date() : null })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}

export async function markOutboxMessage(
  db: Db,
  id: number,
  status: "sent" | "stored" | "failed",
  error: string | null = null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status, error, sentAt: status === "failed" ? null : new Date() })
    .where(eq(mailOutbox.id, id));
}

export async function latestOutboxMessages(db: Db, limit: number): Promise<MailOutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}
