import type { ResidentialPlanType } from "@portico/contracts";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";

/** Residential traffic plans (spec 01 §2, §3). Money in integer cents, traffic in MB. */
export const residentialPackages = pgTable(
  "residential_packages",
  {
    id: serial("id").primaryKey(),
    /** 0 unlimited, 1 traffic, 999 customised (sold by contact). */
    planType: smallint("plan_type").$type<ResidentialPlanType>().notNull(),
    titleEn: text("title_en").notNull(),
    titleZh: text("title_zh").notNull(),
    /** List price before discount. */
    priceCents: integer("price_cents").notNull(),
    salePriceCents: integer("sale_price_cents").notNull(),
    /** Percent off the list price, shown as a badge; stored rather than derived so marketing can round it. */
    discountRatio: smallint("discount_ratio").notNull().default(0),
    days: integer("days").notNull(),
    flowMb: integer("flow_mb").notNull(),
    giveMb: integer("give_mb").notNull().default(0),
    popular: boolean("popular").notNull().default(false),
    weight: integer("weight").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The catalogue reads `WHERE active ORDER BY weight DESC, id`: this index serves it in order.
    index("residential_packages_catalogue_idx").on(table.active, table.weight.desc().nullsFirst(), table.id),
    check("residential_packages_plan_type_check", sql`${table.planType} in (0, 1, 999)`),
    check("residential_packages_discount_check", sql`${table.discountRatio} between 0 and 100`),
    check("residential_packages_money_check", sql`${table.priceCents} >= 0 and ${table.salePriceCents} >= 0`),
    check(
      "residential_packages_traffic_check",
      sql`${table.flowMb} >= 0 and ${table.giveMb} >= 0 and ${table.days} > 0`,
    ),
  ],
);

export type ResidentialPackageRow = typeof residentialPackages.$inferSelect;
export type NewResidentialPackageRow = typeof residentialPackages.$inferInsert;

/**
 * The free test IPs (spec 01 §3), set in the console: how many a new account is given (0: the
 * test tab never shows). One row, id 1; until it exists, TEST_IPS_PER_ACCOUNT decides.
 */
export const testIpSettings = pgTable(
  "test_ip_settings",
  {
    id: smallint("id").primaryKey().default(1),
    ipsPerAccount: integer("ips_per_account").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("test_ip_settings_single_row_check", sql`${table.id} = 1`),
    check("test_ip_settings_ips_check", sql`${table.ipsPerAccount} between 0 and 100`),
  ],
);
