import { ApiKeyError, CommonError, MAX_API_KEYS } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

export const apiKeyErrors = defineErrors({
  invalid: {
    code: CommonError.unauthorized,
    en: "This API key is not valid: it is unknown, revoked, or not allowed from this address.",
    "zh-CN": "API 密钥无效：密钥不存在、已撤销，或不允许从此地址使用。",
  },
  limit: {
    code: ApiKeyError.api_key_limit,
    en: `An account can hold at most ${MAX_API_KEYS} API keys. Revoke one you no longer use first.`,
    "zh-CN": `每个账户最多持有 ${MAX_API_KEYS} 个 API 密钥，请先撤销不再使用的密钥。`,
  },
  notFound: {
    code: ApiKeyError.api_key_not_found,
    en: "No such API key, or it was already revoked.",
    "zh-CN": "该 API 密钥不存在或已被撤销。",
  },
  badSource: {
    code: ApiKeyError.invalid_source_address,
    en: "“{value}” is not an IP address or a CIDR range (such as 203.0.113.7 or 203.0.113.0/24).",
    "zh-CN": "“{value}”不是有效的 IP 地址或 CIDR 网段（例如 203.0.113.7 或 203.0.113.0/24）。",
  },
  rateLimited: {
    code: CommonError.rate_limited,
    en: "This API key made too many requests; try again in {seconds} s.",
    "zh-CN": "该 API 密钥请求过于频繁，请在 {seconds} 秒后重试。",
  },
});
