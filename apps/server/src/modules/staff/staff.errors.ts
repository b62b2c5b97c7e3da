import { CommonError, STAFF_REAUTH_MINUTES, StaffError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** The console's failures (ADR 420), in both languages. */
export const staffErrors = defineErrors({
  sessionExpired: {
    code: CommonError.unauthorized,
    en: "Your console session has ended. Please sign in again.",
    "zh-CN": "您的控制台会话已结束，请重新登录。",
  },
  consoleHeaderRequired: {
    code: StaffError.staff_console_header_required,
    en: "This request must come from the console (the x-portico-console header is missing).",
    "zh-CN": "此请求必须来自控制台（缺少 x-portico-console 请求头）。",
  },
  invalidCredentials: {
    code: StaffError.staff_invalid_credentials,
    en: "The email or password is incorrect.",
    "zh-CN": "邮箱或密码错误。",
  },
  loginLocked: {
    code: StaffError.staff_login_locked,
    en: "Too many failed attempts. Please try again in 5 minutes.",
    "zh-CN": "尝试次数过多，请 5 分钟后再试。",
  },
  codeInvalid: {
    code: StaffError.staff_code_invalid,
    en: "The code is incorrect or was already used. Enter the code your authenticator shows now.",
    "zh-CN": "验证码错误或已被使用，请输入身份验证器当前显示的验证码。",
  },
  codeLocked: {
    code: StaffError.staff_code_locked,
    en: "Too many wrong codes. Please try again in 15 minutes.",
    "zh-CN": "验证码错误次数过多，请 15 分钟后再试。",
  },
  /** The member's or the address's count of wrong codes (5 minutes), not the session's own lock (15). */
  codeThrottled: {
    code: StaffError.staff_code_locked,
    en: "Too many wrong codes. Please try again in 5 minutes.",
    "zh-CN": "验证码错误次数过多，请 5 分钟后再试。",
  },
  invitationInvalid: {
    code: StaffError.staff_invitation_invalid,
    en: "This invitation link is not valid: it was already used, has expired (after 72 hours), or is unknown. Ask for a new invitation.",
    "zh-CN": "此邀请链接无效：已被使用、已过期（72 小时）或不存在。请重新申请邀请。",
  },
  grantExceedsOwn: {
    code: StaffError.staff_grant_exceeds_own,
    en: "You cannot grant or take away permissions you do not hold yourself ({permissions}).",
    "zh-CN": "您不能授予或收回自己没有的权限（{permissions}）。",
  },
  lastOwner: {
    code: StaffError.staff_last_owner,
    en: "This is the last active owner: make another member an owner first.",
    "zh-CN": "这是最后一位有效的所有者，请先将其他成员设为所有者。",
  },
  memberExists: {
    code: StaffError.staff_member_exists,
    en: "{email} is already a staff member.",
    "zh-CN": "{email} 已是员工成员。",
  },
  memberNotFound: {
    code: StaffError.staff_member_not_found,
    en: "No such staff member.",
    "zh-CN": "该员工不存在。",
  },
  roleNotFound: {
    code: StaffError.staff_role_not_found,
    en: "No such role.",
    "zh-CN": "该角色不存在。",
  },
  roleBuiltin: {
    code: StaffError.staff_role_builtin,
    en: "Built-in roles cannot be changed; create a custom role instead.",
    "zh-CN": "内置角色不可修改，请创建自定义角色。",
  },
  roleNameTaken: {
    code: StaffError.staff_role_name_taken,
    en: "A role named “{name}” exists already.",
    "zh-CN": "已存在名为“{name}”的角色。",
  },
});

/** The re-authentication window, for messages and answers. */
export const REAUTH_MS = STAFF_REAUTH_MINUTES * 60_000;
