import { ContentConsoleError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";
import { htmlToPlainText, sanitizeContentHtml } from "./content-html.service.ts";

const contentBodyErrors = defineErrors({
  en: {
    code: ContentConsoleError.content_body_empty,
    en: "The English text is empty once its disallowed HTML is removed.",
    "zh-CN": "英文正文去掉不允许的 HTML 后为空。",
  },
  zh: {
    code: ContentConsoleError.content_body_empty,
    en: "The Chinese text is empty once its disallowed HTML is removed.",
    "zh-CN": "中文正文去掉不允许的 HTML 后为空。",
  },
});

/**
 * An operator's body as it will be stored: sanitised once when saved (and again when served), so
 * the console shows exactly what the public page will. A body with no text left is refused.
 */
export function storedContentBody(html: string, language: "en" | "zh"): string {
  const clean = sanitizeContentHtml(html).trim();
  if (htmlToPlainText(clean) === "") throw contentBodyErrors[language]();
  return clean;
}
