import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Server secrets generated on first start (ALTCHA HMAC key when none is configured). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
