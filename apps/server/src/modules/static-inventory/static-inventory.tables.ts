import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.tables.ts";
import { staffMembers } from "../staff/staff.tables.ts";

/**
 * Static ISP regions (spec 01 §3). A state or city is merged into `country_code` and the names
 * (`USA-CA`, "United States · California"); the plain country (`USA`) is a region of its own.
 * Prices are integer cents per IP for each billing period. Stock is not stored: it is the count
 * of available rows in `static_ips`. Both tables are the static inventory module's (ADR 410):
 * other modules read regions and move IPs through `static-inventory.service.ts`.
 */
export const staticRegions = pgTable(
  "static_regions",
  {
    id: serial("id").primaryKey(),
    continent: text("continent").notNull(),
    countryCode: text("country_code").notNull(),
    countryNameEn: text("country_name_en").notNull(),
    countryNameZh: text("country_name_zh").notNull(),
    stateCode: text("state_code"),
    stateNameEn: text("state_name_en"),
    stateNameZh: text("state_name_zh"),
    cityCode: text("city_code"),
    cityNameEn: text("city_name_en"),
    cityNameZh: text("city_name_zh"),
    isp: text("isp").notNull(),
    weight: integer("weight").notNull().default(0),
    hot: boolean("hot").notNull().default(false),
    weeklyPriceCents: integer("weekly_price_cents").notNull(),
    fortnightlyPriceCents: integer("fortnightly_price_cents").notNull(),
    monthlyPriceCents: integer("monthly_price_cents").notNull(),
    bimonthlyPriceCents: integer("bimonthly_price_cents").notNull(),
    quarterlyPriceCents: integer("quarterly_price_cents").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("static_regions_country_code_idx").on(table.countryCode),
    check(
      "static_regions_continent_check",
      sql`${table.continent} in ('north_america', 'south_america', 'europe', 'asia', 'oceania', 'africa')`,
    ),
    check(
      "static_regions_prices_check",
      sql`${table.weeklyPriceCents} > 0 and ${table.fortnightlyPriceCents} > 0 and ${table.monthlyPriceCents} > 0 and ${table.bimonthlyPriceCents} > 0 and ${table.quarterlyPriceCents} > 0`,
    ),
  ],
);

export const STATIC_IP_STATUSES = ["available", "reserved", "assigned", "disabled"] as const;
export type StaticIpStatus = (typeof STATIC_IP_STATUSES)[number];

/**
 * The IP inventory: one row per dedicated IP. Only `available` rows count as stock. An unpaid
 * static order holds its IPs as `reserved` (`reserved_order_id`); payment makes them `assigned`
 * to the customer (`owner_id`, `order_id`, `expire_at`). The order columns carry no foreign key
 * to keep the module tables acyclic (the orders' tables reference these); the money invariant
 * check (test/money-invariants.ts) proves they point at real orders.
 */
export const staticIps = pgTable(
  "static_ips",
  {
    id: serial("id").primaryKey(),
    regionId: integer("region_id")
      .notNull()
      .references(() => staticRegions.id),
    address: text("address").notNull(),
    port: integer("port").notNull(),
    status: text("status").$type<StaticIpStatus>().notNull().default("available"),
    reservedOrderId: integer("reserved_order_id"),
    ownerId: uuid("owner_id").references(() => users.id),
    /** The order that bought it (the latest renewal is in order_items). */
    orderId: integer("order_id"),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    expireAt: timestamp("expire_at", { withTimezone: true }),
    tag: text("tag"),
    /**
     * The IP's own proxy credentials (spec 02 §2 `accounts[]`, `IP:PORT:USER:PASS`), issued when
     * the IP is assigned and cleared when it returns to stock, so a next owner gets new ones.
     */
    proxyUsername: text("proxy_username"),
    proxyPassword: text("proxy_password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("static_ips_address_port_idx").on(table.address, table.port),
    // Stock per region is `count(*) where status = 'available' group by region_id`: this partial
    // index answers it with an index-only scan and stays small as IPs are sold.
    index("static_ips_available_region_idx").on(table.regionId).where(sql`${table.status} = 'available'`),
    index("static_ips_reserved_order_idx").on(table.reservedOrderId).where(sql`${table.reservedOrderId} is not null`),
    // The IP manager's list (ADR 412): one index per sort, each read by seek from a cursor.
    // Purchase time, newest first.
    index("static_ips_owner_idx")
      .on(table.ownerId, table.assignedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.ownerId} is not null`),
    // Expiry; the status filter (normal, expired) is a range of it.
    index("static_ips_owner_expiry_idx")
      .on(table.ownerId, table.expireAt, table.id)
      .where(sql`${table.ownerId} is not null`),
    // Numeric address order; the octet-prefix filter is a range of it.
    index("static_ips_owner_address_idx")
      .on(table.ownerId, sql`(${table.address}::inet)`, table.id)
      .where(sql`${table.ownerId} is not null`),
    // A tag's IPs newest first, and the distinct tags (a loose index scan).
    index("static_ips_owner_tag_idx")
      .on(table.ownerId, table.tag, table.assignedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.tag} is not null`),
    // The order column's sort (each order's IPs together) and the tag column's (ADR 412): keys
    // without NULLs, as the list's seek compares them.
    index("static_ips_owner_order_sort_idx")
      .on(table.ownerId, sql`coalesce(${table.orderId}, 0)`, table.id)
      .where(sql`${table.ownerId} is not null`),
    index("static_ips_owner_tag_sort_idx")
      .on(table.ownerId, sql`coalesce(${table.tag}, '')`, table.id)
      .where(sql`${table.ownerId} is not null`),
    // An order's IPs: the list's order filter, and a refund's release (releaseOwnedIps).
    index("static_ips_order_idx").on(table.orderId).where(sql`${table.orderId} is not null`),
    check(
      "static_ips_holder_check",
      sql`(${table.status} = 'reserved') = (${table.reservedOrderId} is not null) and (${table.status} = 'assigned') = (${table.ownerId} is not null and ${table.expireAt} is not null)`,
    ),
    // Only an assigned IP has an owner: the IP manager's reads scope by the owner alone (ADR 412).
    check("static_ips_owner_check", sql`${table.ownerId} is null or ${table.status} = 'assigned'`),
    uniqueIndex("static_ips_proxy_username_key").on(table.proxyUsername).where(sql`${table.proxyUsername} is not null`),
    check(
      "static_ips_credentials_check",
      sql`(${table.status} = 'assigned') = (${table.proxyUsername} is not null and ${table.proxyPassword} is not null)`,
    ),
    check("static_ips_status_check", sql`${table.status} in ('available', 'reserved', 'assigned', 'disabled')`),
    check("static_ips_port_check", sql`${table.port} between 1 and 65535`),
  ],
);

export const STATIC_IP_IMPORT_STATUSES = ["dry_run", "queued", "running", "done", "failed"] as const;
export type StaticIpImportStatus = (typeof STATIC_IP_IMPORT_STATUSES)[number];

/**
 * A CSV import of static IPs (issue #25): its dry run's counts and report, then its commit's
 * progress. `sha256` ties a commit to the very content its dry run judged. `created_by` is the
 * staff member, null from the admin command line. `rows_written` counts the IPs this import
 * created (grown batch by batch, in each batch's transaction).
 */
export const staticIpImports = pgTable(
  "static_ip_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdBy: uuid("created_by").references(() => staffMembers.id),
    fileName: text("file_name").notNull(),
    sha256: text("sha256").notNull(),
    totalRows: integer("total_rows").notNull(),
    validRows: integer("valid_rows").notNull(),
    errorRows: integer("error_rows").notNull(),
    status: text("status").$type<StaticIpImportStatus>().notNull().default("dry_run"),
    rowsWritten: integer("rows_written").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    report: jsonb("report").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("static_ip_imports_created_idx").on(table.createdAt.desc()),
    check("static_ip_imports_status_check", sql`${table.status} in ('dry_run', 'queued', 'running', 'done', 'failed')`),
  ],
);

export type StaticRegionRow = typeof staticRegions.$inferSelect;
export type NewStaticRegionRow = typeof staticRegions.$inferInsert;
export type NewStaticIpRow = typeof staticIps.$inferInsert;
