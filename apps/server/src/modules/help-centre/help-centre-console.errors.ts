import { ContentConsoleError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** The console's FAQ failures, in both languages. */
export const faqConsoleErrors = defineErrors({
  notFound: {
    code: ContentConsoleError.faq_article_not_found,
    en: "No such article.",
    "zh-CN": "该文章不存在。",
  },
  categoryNotFound: {
    code: ContentConsoleError.faq_category_not_found,
    en: "No such category.",
    "zh-CN": "该分类不存在。",
  },
  subtitleTaken: {
    code: ContentConsoleError.faq_subtitle_taken,
    en: "Another article has the address {subtitle} already.",
    "zh-CN": "地址 {subtitle} 已被其他文章使用。",
  },
});
