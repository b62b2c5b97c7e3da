import enApiKeys from "../../locales/en/apiKeys.json";
import enAuth from "../../locales/en/auth.json";
import enCases from "../../locales/en/cases.json";
import enCommon from "../../locales/en/common.json";
import enConsole from "../../locales/en/console.json";
import enDashboard from "../../locales/en/dashboard.json";
import enHelp from "../../locales/en/help.json";
import enHome from "../../locales/en/home.json";
import enLegal from "../../locales/en/legal.json";
import enOrders from "../../locales/en/orders.json";
import enPayment from "../../locales/en/payment.json";
import enProxyGenerator from "../../locales/en/proxyGenerator.json";
import enResidential from "../../locales/en/residential.json";
import enSdk from "../../locales/en/sdk.json";
import enShell from "../../locales/en/shell.json";
import enStaticIps from "../../locales/en/staticIps.json";
import enStaticIsp from "../../locales/en/staticIsp.json";
import enWallet from "../../locales/en/wallet.json";
import zhApiKeys from "../../locales/zh-CN/apiKeys.json";
import zhAuth from "../../locales/zh-CN/auth.json";
import zhCases from "../../locales/zh-CN/cases.json";
import zhCommon from "../../locales/zh-CN/common.json";
import zhConsole from "../../locales/zh-CN/console.json";
import zhDashboard from "../../locales/zh-CN/dashboard.json";
import zhHelp from "../../locales/zh-CN/help.json";
import zhHome from "../../locales/zh-CN/home.json";
import zhLegal from "../../locales/zh-CN/legal.json";
import zhOrders from "../../locales/zh-CN/orders.json";
import zhPayment from "../../locales/zh-CN/payment.json";
import zhProxyGenerator from "../../locales/zh-CN/proxyGenerator.json";
import zhResidential from "../../locales/zh-CN/residential.json";
import zhSdk from "../../locales/zh-CN/sdk.json";
import zhShell from "../../locales/zh-CN/shell.json";
import zhStaticIps from "../../locales/zh-CN/staticIps.json";
import zhStaticIsp from "../../locales/zh-CN/staticIsp.json";
import zhWallet from "../../locales/zh-CN/wallet.json";

/**
 * Every language, bundled: for the server (which renders either language without I/O), the
 * tests and the key types. Browser code must not import this file — it loads only the
 * language it shows through `load-language.ts` (ADR 303).
 */
export const resources = {
  en: {
    common: enCommon,
    residential: enResidential,
    payment: enPayment,
    staticIsp: enStaticIsp,
    home: enHome,
    auth: enAuth,
    help: enHelp,
    cases: enCases,
    legal: enLegal,
    shell: enShell,
    wallet: enWallet,
    orders: enOrders,
    apiKeys: enApiKeys,
    proxyGenerator: enProxyGenerator,
    dashboard: enDashboard,
    staticIps: enStaticIps,
    sdk: enSdk,
    console: enConsole,
  },
  "zh-CN": {
    common: zhCommon,
    residential: zhResidential,
    payment: zhPayment,
    staticIsp: zhStaticIsp,
    home: zhHome,
    auth: zhAuth,
    help: zhHelp,
    cases: zhCases,
    legal: zhLegal,
    shell: zhShell,
    wallet: zhWallet,
    orders: zhOrders,
    apiKeys: zhApiKeys,
    proxyGenerator: zhProxyGenerator,
    dashboard: zhDashboard,
    staticIps: zhStaticIps,
    sdk: zhSdk,
    console: zhConsole,
  },
} as const;

export { NAMESPACES } from "./namespaces";
