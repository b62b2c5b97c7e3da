import enAuth from "../../locales/en/auth.json";
import enCommon from "../../locales/en/common.json";
import enHome from "../../locales/en/home.json";
import enPayment from "../../locales/en/payment.json";
import enResidential from "../../locales/en/residential.json";
import enStaticIsp from "../../locales/en/staticIsp.json";
import zhAuth from "../../locales/zh-CN/auth.json";
import zhCommon from "../../locales/zh-CN/common.json";
import zhHome from "../../locales/zh-CN/home.json";
import zhPayment from "../../locales/zh-CN/payment.json";
import zhResidential from "../../locales/zh-CN/residential.json";
import zhStaticIsp from "../../locales/zh-CN/staticIsp.json";

/** Both languages are bundled: they are small, and SSR must render either without I/O. */
export const resources = {
  en: {
    common: enCommon,
    residential: enResidential,
    payment: enPayment,
    staticIsp: enStaticIsp,
    home: enHome,
    auth: enAuth,
  },
  "zh-CN": {
    common: zhCommon,
    residential: zhResidential,
    payment: zhPayment,
    staticIsp: zhStaticIsp,
    home: zhHome,
    auth: zhAuth,
  },
} as const;

export const NAMESPACES = ["common", "residential", "payment", "staticIsp", "home", "auth"] as const;
