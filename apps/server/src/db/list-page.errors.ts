import { LIST_COUNT_CAP, ListError } from "@portico/contracts";
import { defineErrors } from "../plugins/app-error.ts";

/** The histories' paging refusals in both languages (ADR 415). */
export const listPageErrors = defineErrors({
  cursorInvalid: {
    code: ListError.list_cursor_invalid,
    en: "This page position is not valid for this list. Start again from the first page.",
    "zh-CN": "该分页位置对此列表无效，请从第一页重新开始。",
  },
  pageNeedsCursor: {
    code: ListError.list_page_needs_cursor,
    en: `Pages past the first ${LIST_COUNT_CAP.toLocaleString("en")} rows are reached with “Next” from the page before.`,
    "zh-CN": `前 ${LIST_COUNT_CAP} 条记录之后的页面，请从上一页点击“下一页”进入。`,
  },
});
