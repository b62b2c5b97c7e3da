/**
 * `@portico/contracts/codes`: the contract's constants without zod — error codes, product and
 * order codes, languages, patterns. Browser code imports these from here; the endpoint
 * definitions (with their zod schemas) are imported only where a call is made.
 */
export * from "./access.ts";
export * from "./accounts/accounts.codes.ts";
export * from "./api-keys/api-keys.codes.ts";
export * from "./captcha/captcha.codes.ts";
export * from "./catalogue/catalogue.codes.ts";
export * from "./checkout/checkout.codes.ts";
export * from "./consent/consent.codes.ts";
export * from "./console-catalogue/console-catalogue.codes.ts";
export * from "./console-content/console-content.codes.ts";
export * from "./console-coupons/console-coupons.codes.ts";
export * from "./console-customers/console-customers.codes.ts";
export * from "./contact/contact.codes.ts";
export * from "./customer-view/customer-view.codes.ts";
export * from "./error-codes.ts";
export * from "./gateway/gateway.codes.ts";
export * from "./help-centre/help-centre.codes.ts";
export * from "./invoices/invoices.codes.ts";
export * from "./language/language.codes.ts";
export * from "./legal/legal.codes.ts";
export * from "./lists/lists.codes.ts";
export * from "./notices/notices.codes.ts";
export * from "./orders/orders.codes.ts";
export * from "./payments/payments.codes.ts";
export * from "./public-config.codes.ts";
export * from "./staff/staff.codes.ts";
export * from "./static-ips/ip-import.codes.ts";
export * from "./static-ips/static-ips.codes.ts";
export * from "./static-regions/static-regions.codes.ts";
export * from "./traffic/traffic.codes.ts";
export * from "./use-cases/use-cases.codes.ts";
export * from "./wallet/wallet.codes.ts";
