import { CommonError, STAFF_REAUTH_MINUTES, StaffError } from "@portico/contracts";
import { defineErrors } from "./app-error.ts";

/** The platform's own failures: validation, credentials and access, unknown routes, overload, our own bugs. */
export const commonErrors = defineErrors({
  validationFailed: {
    code: CommonError.validation_failed,
    en: "The request is invalid: {fields}.",
    "zh-CN": "请求参数无效：{fields}。",
  },
  malformedRequest: {
    code: CommonError.validation_failed,
    en: "The request could not be read.",
    "zh-CN": "无法解析该请求。",
  },
  unauthorized: { code: CommonError.unauthorized, en: "Please log in to continue.", "zh-CN": "请先登录。" },
  forbidden: {
    code: CommonError.forbidden,
    en: "You are not allowed to do this.",
    "zh-CN": "您没有执行此操作的权限。",
  },
  missingScope: {
    code: CommonError.forbidden,
    en: "This credential does not allow {scope}.",
    "zh-CN": "当前凭据没有 {scope} 权限。",
  },
  /** A staff member's view of a customer's account (ADR 431) asked to do what the view may not. */
  viewCannotChange: {
    code: CommonError.forbidden,
    en: "You are viewing this customer's account from the console: this view cannot change it.",
    "zh-CN": "您正在从控制台查看该客户的账户：此查看模式无法进行更改。",
  },
  missingPermission: {
    code: CommonError.forbidden,
    en: "Your role does not allow {permission}.",
    "zh-CN": "您的角色没有 {permission} 权限。",
  },
  reauthRequired: {
    code: StaffError.staff_reauth_required,
    en: `Enter a code from your authenticator to continue (needed every ${STAFF_REAUTH_MINUTES} minutes for this action).`,
    "zh-CN": `请输入身份验证器中的验证码以继续（此操作每 ${STAFF_REAUTH_MINUTES} 分钟需要验证一次）。`,
  },
  notFound: { code: CommonError.not_found, en: "Not found.", "zh-CN": "未找到请求的内容。" },
  apiRouteNotFound: { code: CommonError.not_found, en: "No API endpoint at {path}.", "zh-CN": "不存在接口 {path}。" },
  conflict: {
    code: CommonError.conflict,
    en: "This conflicts with the current state; please refresh.",
    "zh-CN": "数据已变化，请刷新后重试。",
  },
  rateLimited: {
    code: CommonError.rate_limited,
    en: "Too many requests; please try again later.",
    "zh-CN": "请求过于频繁，请稍后再试。",
  },
  internal: {
    code: CommonError.internal_error,
    en: "Something went wrong on our side. Please try again.",
    "zh-CN": "服务器出现错误，请稍后重试。",
  },
  serviceUnavailable: {
    code: CommonError.service_unavailable,
    en: "The service is temporarily unavailable.",
    "zh-CN": "服务暂时不可用。",
  },
});
