import type { ErrorCode } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";

/**
 * Every message the API sends to a person, in both interface languages. Clients branch on the
 * stable `error` code; `msg` is only for display.
 */
const catalogue = {
  validation_failed: { en: "The request is invalid: {fields}.", "zh-CN": "请求参数无效：{fields}。" },
  malformed_request: { en: "The request could not be read.", "zh-CN": "无法解析该请求。" },
  unauthorized: { en: "Please log in to continue.", "zh-CN": "请先登录。" },
  forbidden: { en: "You are not allowed to do this.", "zh-CN": "您没有执行此操作的权限。" },
  not_found: { en: "Not found.", "zh-CN": "未找到请求的内容。" },
  api_route_not_found: { en: "No API endpoint at {path}.", "zh-CN": "不存在接口 {path}。" },
  conflict: { en: "This conflicts with the current state; please refresh.", "zh-CN": "数据已变化，请刷新后重试。" },
  business_rule: { en: "This action is not allowed.", "zh-CN": "不允许此操作。" },
  rate_limited: { en: "Too many requests; please try again later.", "zh-CN": "请求过于频繁，请稍后再试。" },
  internal_error: {
    en: "Something went wrong on our side. Please try again.",
    "zh-CN": "服务器出现错误，请稍后重试。",
  },
  service_unavailable: {
    en: "The service is temporarily unavailable.",
    "zh-CN": "服务暂时不可用。",
  },
  faq_article_not_found: { en: "This help article does not exist.", "zh-CN": "该帮助文章不存在。" },
  legal_document_not_found: { en: "This document is not available.", "zh-CN": "该文档暂不可用。" },
  snippet_not_found: { en: "This use case does not exist.", "zh-CN": "该应用场景不存在。" },
  contact_rate_limited: {
    en: "You have sent several messages already; please wait an hour or write to us by email.",
    "zh-CN": "您已发送多条消息，请一小时后再试，或通过邮件联系我们。",
  },
} satisfies Record<string, Record<UiLanguage, string>>;

export type MessageKey = keyof typeof catalogue;

/** The default message of each stable error code. */
export const defaultMessageKey: Record<ErrorCode, MessageKey> = {
  validation_failed: "malformed_request",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  not_found: "not_found",
  conflict: "conflict",
  business_rule: "business_rule",
  rate_limited: "rate_limited",
  internal_error: "internal_error",
  service_unavailable: "service_unavailable",
};

export function translate(key: MessageKey, language: UiLanguage, params: Record<string, string> = {}): string {
  return catalogue[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
