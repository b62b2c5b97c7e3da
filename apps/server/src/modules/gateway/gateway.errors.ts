import { CommonError, GatewayError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

export const gatewayErrors = defineErrors({
  badToken: {
    code: CommonError.unauthorized,
    en: "This service token is not valid.",
    "zh-CN": "服务令牌无效。",
  },
  customerNotFound: {
    code: GatewayError.customer_not_found,
    en: "No customer has the email {email}.",
    "zh-CN": "没有邮箱为 {email} 的客户。",
  },
  noProxyAccount: {
    code: GatewayError.proxy_account_not_found,
    en: "{email} has no residential proxy account yet: it is created by the first residential purchase.",
    "zh-CN": "{email} 还没有动态住宅代理账户：首次购买动态住宅套餐后才会创建。",
  },
});
