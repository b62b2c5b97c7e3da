import { CODE_TTL_MINUTES, RESET_TOKEN_TTL_MINUTES, type UiLanguage } from "@portico/domain";
import { escapeHtml } from "../../plugins/escape-html.ts";
import type { Mail } from "../mail/mail.service.ts";

function html(paragraphs: string[], action?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : "";
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">${body}${button}</body></html>`;
}

/** The signup code mail, in the language the visitor is using. */
export function signupCodeMail(to: string, code: string, language: UiLanguage, product: string): Mail {
  const lines =
    language === "zh-CN"
      ? [
          `您的 ${product} 注册验证码是：${code}`,
          `验证码 ${CODE_TTL_MINUTES} 分钟内有效，只能使用一次。`,
          "如果这不是您本人的操作，请忽略此邮件。",
        ]
      : [
          `Your ${product} verification code is: ${code}`,
          `It is valid for ${CODE_TTL_MINUTES} minutes and can be used once.`,
          "If you did not try to sign up, you can ignore this email.",
        ];
  const subject = language === "zh-CN" ? `${product} 注册验证码` : `Your ${product} verification code`;
  return { to, subject, text: lines.join("\n\n"), html: html(lines) };
}

/** The reset link mail, in the account's language. */
export function passwordResetMail(to: string, link: string, language: UiLanguage, product: string): Mail {
  const zh = language === "zh-CN";
  const lines = zh
    ? [
        `我们收到了重置您 ${product} 账户密码的请求。`,
        `请在 ${RESET_TOKEN_TTL_MINUTES} 分钟内打开以下链接设置新密码（链接只能使用一次）：`,
        link,
        "如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。",
      ]
    : [
        `We received a request to reset the password of your ${product} account.`,
        `Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new password (it works once):`,
        link,
        "If you did not ask for this, ignore this email; your password stays the same.",
      ];
  const subject = zh ? `重置您的 ${product} 密码` : `Reset your ${product} password`;
  return {
    to,
    subject,
    text: lines.join("\n\n"),
    html: html(lines, { href: link, label: zh ? "重置密码" : "Reset password" }),
  };
}
