import type { Mail } from "../mail/mail.service.ts";

type ContactMessage = {
  id: number;
  name: string;
  email: string;
  message: string;
  page: string | null;
  language: string;
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The mail support receives for a contact-form message; the customer's text is escaped, never rendered. */
export function supportNotification(supportEmail: string, productName: string, message: ContactMessage): Mail {
  const lines = [
    `From: ${message.name} <${message.email}>`,
    `Language: ${message.language}`,
    `Page: ${message.page ?? "-"}`,
    `Message #${message.id}:`,
    "",
    message.message,
  ];
  return {
    to: supportEmail,
    subject: `[${productName}] Contact form #${message.id} from ${message.name}`,
    text: lines.join("\n"),
    html: `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(lines.join("\n"))}</pre>`,
  };
}
