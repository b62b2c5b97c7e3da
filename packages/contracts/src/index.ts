/**
 * Everything the contract holds: the zod-free codes, the endpoint definitions with their schemas,
 * the envelope and the SSR boundary. Each module's endpoints sit in `<module>/<module>.endpoints.ts`.
 */
export * from "./accounts/accounts.endpoints.ts";
export * from "./accounts/member.endpoints.ts";
export * from "./api-keys/api-keys.endpoints.ts";
export * from "./audit/audit.endpoints.ts";
export * from "./captcha/captcha.endpoints.ts";
export * from "./catalogue/catalogue.endpoints.ts";
export * from "./checkout/checkout.endpoints.ts";
export * from "./codes.ts";
export * from "./console-catalogue/console-catalogue.endpoints.ts";
export * from "./console-content/console-content.endpoints.ts";
export * from "./console-coupons/console-coupons.endpoints.ts";
export * from "./console-customers/console-customers.endpoints.ts";
export * from "./console-orders/console-orders.endpoints.ts";
export * from "./console-overview/console-overview.endpoints.ts";
export * from "./contact/contact.endpoints.ts";
export * from "./crypto/crypto.codes.ts";
export * from "./crypto/crypto.endpoints.ts";
export * from "./customer-view/customer-view.endpoints.ts";
export * from "./endpoint.ts";
export * from "./envelope.ts";
export * from "./gateway/gateway.endpoints.ts";
export * from "./help-centre/help-centre.endpoints.ts";
export * from "./invoices/invoices.endpoints.ts";
export * from "./language/language.endpoints.ts";
export * from "./legal/legal.endpoints.ts";
export * from "./lists/lists.schemas.ts";
export * from "./notices/notices.endpoints.ts";
export * from "./orders/orders.endpoints.ts";
export * from "./payments/payments.endpoints.ts";
export * from "./proxy-network/proxy-network.endpoints.ts";
export * from "./proxy-network/proxy-network-console.endpoints.ts";
export * from "./public-config.ts";
export * from "./region/region.endpoints.ts";
export * from "./request-bounds.ts";
export type * from "./ssr.ts";
export * from "./staff/staff.endpoints.ts";
export * from "./static-ips/inventory-console.endpoints.ts";
export * from "./static-ips/static-ips.endpoints.ts";
export * from "./static-regions/static-regions.endpoints.ts";
export * from "./traffic/traffic.endpoints.ts";
export type * from "./transport.ts";
export * from "./use-cases/use-cases.endpoints.ts";
export * from "./wallet/wallet.endpoints.ts";
