/**
 * Every table, gathered from the modules that own them (`modules/<m>/<m>.tables.ts`, ADR 410) for
 * drizzle-kit (`apps/server/drizzle.config.ts`: the migrations are generated from this file), the
 * `Db` type, the demo seed and the tests. Application code never imports it: a module's
 * repository imports its own module's tables, and reads another module's data through that
 * module's service (`scripts/import-boundaries.ts`).
 */
export * from "../../modules/accounts/accounts.tables.ts";
export * from "../../modules/api-keys/api-keys.tables.ts";
export * from "../../modules/audit/audit.tables.ts";
export * from "../../modules/captcha/captcha.tables.ts";
export * from "../../modules/catalogue/catalogue.tables.ts";
export * from "../../modules/contact/contact.tables.ts";
export * from "../../modules/coupons/coupons.tables.ts";
export * from "../../modules/customer-view/customer-view.tables.ts";
export * from "../../modules/envelope/envelope.tables.ts";
export * from "../../modules/help-centre/help-centre.tables.ts";
export * from "../../modules/legal/legal.tables.ts";
export * from "../../modules/mail/mail.tables.ts";
export * from "../../modules/notices/notices.tables.ts";
export * from "../../modules/orders/orders.tables.ts";
export * from "../../modules/payments/payments.tables.ts";
export * from "../../modules/proxy-accounts/proxy-accounts.tables.ts";
export * from "../../modules/proxy-network/proxy-network.tables.ts";
export * from "../../modules/rate-limits/rate-limits.tables.ts";
export * from "../../modules/secrets/secrets.tables.ts";
export * from "../../modules/staff/staff.tables.ts";
export * from "../../modules/static-inventory/static-inventory.tables.ts";
export * from "../../modules/wallet/wallet.tables.ts";
