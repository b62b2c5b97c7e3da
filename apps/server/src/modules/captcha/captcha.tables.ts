import { sql } from "drizzle-orm";
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Bot-challenge solutions already accepted: a solution works once, across instances. */
export const usedChallenges = pgTable("used_challenges", {
  id: text("id").primaryKey(),
  usedAt: timestamp("used_at", { withTimezone: true }).notNull().default(sql`now()`),
});
