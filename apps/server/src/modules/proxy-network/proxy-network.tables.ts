import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * What the proxy generator offers (spec 02 §2 Proxy generator), kept by the operator: the
 * residential gateway's entry hosts, and the countries and states its pool can target. The
 * generator picks a host at random by `weight` when the customer picks none.
 */
export const gatewayHosts = pgTable(
  "gateway_hosts",
  {
    id: serial("id").primaryKey(),
    address: text("address").notNull(),
    port: integer("port").notNull(),
    weight: integer("weight").notNull().default(1),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("gateway_hosts_address_port_key").on(table.address, table.port),
    check("gateway_hosts_port_check", sql`${table.port} between 1 and 65535`),
    check("gateway_hosts_weight_check", sql`${table.weight} > 0`),
  ],
);

/** Countries the residential pool targets: ISO 3166-1 alpha-2 (upper case), names in both languages. */
export const proxyCountries = pgTable(
  "proxy_countries",
  {
    countryCode: text("country_code").primaryKey(),
    nameEn: text("name_en").notNull(),
    nameZh: text("name_zh").notNull(),
    /** The generator's "region" (a continent) the country belongs to. */
    continent: text("continent").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (table) => [
    check("proxy_countries_code_check", sql`${table.countryCode} ~ '^[A-Z]{2}$'`),
    check(
      "proxy_countries_continent_check",
      sql`${table.continent} in ('north_america', 'south_america', 'europe', 'asia', 'oceania', 'africa')`,
    ),
  ],
);

/** States or provinces of a country the pool can target; `state` is what goes into the username. */
export const proxyStates = pgTable(
  "proxy_states",
  {
    id: serial("id").primaryKey(),
    countryCode: text("country_code")
      .notNull()
      .references(() => proxyCountries.countryCode),
    state: text("state").notNull(),
    nameEn: text("name_en").notNull(),
    nameZh: text("name_zh").notNull(),
    active: boolean("active").notNull().default(true),
  },
  (table) => [
    uniqueIndex("proxy_states_country_state_key").on(table.countryCode, table.state),
    index("proxy_states_country_idx").on(table.countryCode),
    check("proxy_states_state_check", sql`${table.state} ~ '^[a-z0-9_]{1,40}$'`),
  ],
);

export type GatewayHostRow = typeof gatewayHosts.$inferSelect;
export type ProxyCountryRow = typeof proxyCountries.$inferSelect;
export type ProxyStateRow = typeof proxyStates.$inferSelect;
