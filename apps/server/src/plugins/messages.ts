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
  static_commodity_empty: { en: "Choose at least one region.", "zh-CN": "请至少选择一个地区。" },
  static_commodity_malformed: {
    en: "The cart could not be read: “{part}” is not region id:quantity.",
    "zh-CN": "无法读取购物车：“{part}”不是“地区编号:数量”的格式。",
  },
  static_quantity_invalid: {
    en: "The quantity in “{part}” must be a whole number of at least 1.",
    "zh-CN": "“{part}”中的数量必须是不小于 1 的整数。",
  },
  static_region_duplicate: {
    en: "Region {id} appears more than once in the cart.",
    "zh-CN": "地区 {id} 在购物车中出现了多次。",
  },
  static_period_invalid: {
    en: "Unknown billing period “{period}”. Choose weekly, fortnightly, monthly, bimonthly or quarterly.",
    "zh-CN": "未知的计费周期“{period}”，请选择周付、双周付、月付、双月付或季付。",
  },
  static_region_unknown: { en: "Region {id} is not on sale.", "zh-CN": "地区 {id} 暂未开售。" },
  static_stock_insufficient: {
    en: "Only {stock} IPs are left in {region}; you asked for {quantity}.",
    "zh-CN": "{region} 仅剩 {stock} 个 IP，您选择了 {quantity} 个。",
  },
  residential_package_unknown: { en: "Plan {id} is not on sale.", "zh-CN": "套餐 {id} 暂未开售。" },
  residential_package_custom: {
    en: "Custom plans are quoted by our sales team; please contact us.",
    "zh-CN": "定制方案由销售团队报价，请联系我们。",
  },
  mail_failed: {
    en: "We could not send the email just now. Please try again in a few minutes.",
    "zh-CN": "邮件暂时无法发送，请几分钟后重试。",
  },
  invalid_credentials: { en: "The email or password is incorrect.", "zh-CN": "邮箱或密码错误。" },
  login_locked: {
    en: "Sorry, login failures exceed limitations, please try after 5 minutes.",
    "zh-CN": "抱歉，登录失败次数超过限制，请 5 分钟后再试。",
  },
  reset_locked: {
    en: "Sorry, password reset requests exceed limitations, please try after 5 minutes.",
    "zh-CN": "抱歉，找回密码请求次数超过限制，请 5 分钟后再试。",
  },
  email_exists: { en: "The email address already exists", "zh-CN": "该邮箱地址已存在" },
  code_invalid: { en: "The verification code is invalid", "zh-CN": "验证码无效" },
  code_resend_too_soon: {
    en: "Please wait {seconds} seconds before requesting another code.",
    "zh-CN": "请等待 {seconds} 秒后再获取验证码。",
  },
  captcha_failed: {
    en: "The human verification failed or was already used. Please verify again.",
    "zh-CN": "人机验证未通过或已被使用，请重新验证。",
  },
  reset_token_invalid: {
    en: "This password reset link is invalid or has expired. Please request a new one.",
    "zh-CN": "该重置密码链接无效或已过期，请重新申请。",
  },
  password_mismatch: { en: "The passwords do not match", "zh-CN": "两次输入的密码不一致" },
  session_expired: { en: "Your session has ended. Please log in again.", "zh-CN": "登录已失效，请重新登录。" },
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
  invalid_credentials: "invalid_credentials",
  email_exists: "email_exists",
  code_invalid: "code_invalid",
  code_resend_too_soon: "code_resend_too_soon",
  captcha_failed: "captcha_failed",
  reset_token_invalid: "reset_token_invalid",
  login_locked: "login_locked",
  reset_locked: "reset_locked",
};

export function translate(key: MessageKey, language: UiLanguage, params: Record<string, string> = {}): string {
  return catalogue[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
