import { AccountError, CommonError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** What logins, signups and password recovery answer when they refuse (spec 01 §5, §8). */
export const accountErrors = defineErrors({
  accountDisabled: {
    code: AccountError.account_disabled,
    en: "This account has been disabled. Please contact support.",
    "zh-CN": "该账户已被停用，请联系客服。",
  },
  invalidCredentials: {
    code: AccountError.invalid_credentials,
    en: "The email or password is incorrect.",
    "zh-CN": "邮箱或密码错误。",
  },
  loginLocked: {
    code: AccountError.login_locked,
    en: "Sorry, login failures exceed limitations, please try after 5 minutes.",
    "zh-CN": "抱歉，登录失败次数超过限制，请 5 分钟后再试。",
  },
  resetLocked: {
    code: AccountError.reset_locked,
    en: "Sorry, password reset requests exceed limitations, please try after 5 minutes.",
    "zh-CN": "抱歉，找回密码请求次数超过限制，请 5 分钟后再试。",
  },
  emailExists: {
    code: AccountError.email_exists,
    en: "The email address already exists",
    "zh-CN": "该邮箱地址已存在",
  },
  codeInvalid: {
    code: AccountError.code_invalid,
    en: "The verification code is invalid",
    "zh-CN": "验证码无效",
  },
  codeResendTooSoon: {
    code: AccountError.code_resend_too_soon,
    en: "Please wait {seconds} seconds before requesting another code.",
    "zh-CN": "请等待 {seconds} 秒后再获取验证码。",
  },
  resetTokenInvalid: {
    code: AccountError.reset_token_invalid,
    en: "This password reset link is invalid or has expired. Please request a new one.",
    "zh-CN": "该重置密码链接无效或已过期，请重新申请。",
  },
  passwordMismatch: {
    code: CommonError.validation_failed,
    en: "The passwords do not match",
    "zh-CN": "两次输入的密码不一致",
  },
  countryUnknown: {
    code: CommonError.validation_failed,
    en: "The request is invalid: country.",
    "zh-CN": "请求参数无效：country。",
  },
  sessionExpired: {
    code: CommonError.unauthorized,
    en: "Your session has ended. Please log in again.",
    "zh-CN": "登录已失效，请重新登录。",
  },
});
