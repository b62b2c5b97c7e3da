import enAuth from "../../locales/en/auth.json";
import enCommon from "../../locales/en/common.json";
import enPayment from "../../locales/en/payment.json";
import enResidential from "../../locales/en/residential.json";
import zhAuth from "../../locales/zh-CN/auth.json";
import zhCommon from "../../locales/zh-CN/common.json";
import zhPayment from "../../locales/zh-CN/payment.json";
import zhResidential from "../../locales/zh-CN/residential.json";

/** Both languages are bundled: they are small, and SSR must render either without I/O. */
export const resources = {
  en: { common: enCommon, residential: enResidential, payment: enPayment, auth: enAuth },
  "zh-CN": { common: zhCommon, residential: zhResidential, payment: zhPayment, auth: zhAuth },
} as const;

export const NAMESPACES = ["common", "residential", "payment", "auth"] as const;
