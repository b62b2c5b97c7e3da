import { NoticeConsoleError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** The console's notice failures, in both languages. */
export const noticeErrors = defineErrors({
  notFound: {
    code: NoticeConsoleError.notice_not_found,
    en: "No such notice.",
    "zh-CN": "该公告不存在。",
  },
  windowInvalid: {
    code: NoticeConsoleError.notice_window_invalid,
    en: "The notice must end after it starts.",
    "zh-CN": "公告的结束时间必须晚于开始时间。",
  },
  linkInvalid: {
    code: NoticeConsoleError.notice_link_invalid,
    en: "The link must be a path on this site (starting with /) or an http(s) address.",
    "zh-CN": "链接必须是本站路径（以 / 开头）或 http(s) 地址。",
  },
});
