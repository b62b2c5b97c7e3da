import { STAFF_INVITATION_HOURS } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import { escapeHtml } from "../../plugins/escape-html.ts";
import type { Mail } from "../mail/mail.service.ts";

/** The console invitation, in the language the inviter chose (English by default). */
export function staffInvitationMail(
  to: string,
  link: string,
  role: string,
  language: UiLanguage,
  product: string,
): Mail {
  const zh = language === "zh-CN";
  const lines = zh
    ? [
        `您被邀请加入 ${product} 的运营控制台，角色为：${role}。`,
        `请在 ${STAFF_INVITATION_HOURS} 小时内打开以下链接设置密码（链接只能使用一次）：`,
        link,
        "首次登录时需要绑定身份验证器应用（TOTP）。如果您不认识此邀请，请忽略此邮件。",
      ]
    : [
        `You are invited to the ${product} operator console with the role: ${role}.`,
        `Open this link within ${STAFF_INVITATION_HOURS} hours to set your password (it works once):`,
        link,
        "Your first sign-in sets up an authenticator app (TOTP). If you did not expect this invitation, ignore this email.",
      ];
  const subject = zh ? `${product} 控制台邀请` : `Your invitation to the ${product} console`;
  const label = zh ? "接受邀请" : "Accept the invitation";
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
  const button = `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;
  return {
    to,
    subject,
    text: lines.join("\n\n"),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">${body}${button}</body></html>`,
  };
}
