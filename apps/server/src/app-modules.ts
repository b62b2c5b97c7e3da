import type { AppModule } from "./app-module.ts";
import accounts from "./modules/accounts/accounts.module.ts";
import apiKeys from "./modules/api-keys/api-keys.module.ts";
import audit from "./modules/audit/audit.module.ts";
import captcha from "./modules/captcha/captcha.module.ts";
import catalogue from "./modules/catalogue/catalogue.module.ts";
import consoleOrders from "./modules/console-orders/console-orders.module.ts";
import contact from "./modules/contact/contact.module.ts";
import coupons from "./modules/coupons/coupons.module.ts";
import customerView from "./modules/customer-view/customer-view.module.ts";
import customers from "./modules/customers/customers.module.ts";
import envelope from "./modules/envelope/envelope.module.ts";
import gateway from "./modules/gateway/gateway.module.ts";
import helpCentre from "./modules/help-centre/help-centre.module.ts";
import invoices from "./modules/invoices/invoices.module.ts";
import language from "./modules/language/language.module.ts";
import legal from "./modules/legal/legal.module.ts";
import mail from "./modules/mail/mail.module.ts";
import notices from "./modules/notices/notices.module.ts";
import orders from "./modules/orders/orders.module.ts";
import overview from "./modules/overview/overview.module.ts";
import payments from "./modules/payments/payments.module.ts";
import proxyNetwork from "./modules/proxy-network/proxy-network.module.ts";
import region from "./modules/region/region.module.ts";
import seo from "./modules/seo/seo.module.ts";
import staff from "./modules/staff/staff.module.ts";
import staticInventory from "./modules/static-inventory/static-inventory.module.ts";
import staticRegions from "./modules/static-regions/static-regions.module.ts";
import traffic from "./modules/traffic/traffic.module.ts";
import useCases from "./modules/use-cases/use-cases.module.ts";
import wallet from "./modules/wallet/wallet.module.ts";

/**
 * The API's modules, in the order they are registered. What one decorates, a later one uses:
 * mail and the bot challenge before accounts and payments; and the credentials are tried in
 * this order (the session, API keys, then the gateway's service token, ADR 408; the staff cookie
 * only on console endpoints, ADR 420; a staff view's token, told apart from a session's by its prefix,
 * ADR 431).
 */
export const APP_MODULES: readonly AppModule[] = [
  mail,
  captcha,
  accounts,
  apiKeys,
  gateway,
  staff,
  audit,
  envelope,
  catalogue,
  staticRegions,
  orders,
  staticInventory,
  payments,
  wallet,
  customers,
  customerView,
  consoleOrders,
  coupons,
  overview,
  traffic,
  invoices,
  region,
  proxyNetwork,
  language,
  helpCentre,
  legal,
  notices,
  useCases,
  contact,
  seo,
];
