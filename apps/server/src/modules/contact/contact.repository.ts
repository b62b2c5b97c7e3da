import type { Db } from "../../db/client.ts";
import { contactMessages } from "./contact.tables.ts";

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}
