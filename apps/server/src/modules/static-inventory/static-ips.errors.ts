import { STATIC_IP_COUNT_CAP, StaticIpError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** The static IP manager's failures in both languages (spec 02 §8). */
export const staticIpErrors = defineErrors({
  noMatchingIps: {
    code: StaticIpError.no_matching_ips,
    en: "No matching IP information found",
    "zh-CN": "未找到匹配的 IP 信息",
  },
  noneSelected: {
    code: StaticIpError.no_ips_selected,
    en: "Select the IPs first, or give an order number.",
    "zh-CN": "请先选择 IP，或填写订单号。",
  },
  cursorInvalid: {
    code: StaticIpError.list_cursor_invalid,
    en: "This page position no longer fits the list's sort. Start again from the first page.",
    "zh-CN": "该分页位置与列表当前的排序不符，请从第一页重新开始。",
  },
  pageNeedsCursor: {
    code: StaticIpError.list_page_needs_cursor,
    en: `Pages past the first ${STATIC_IP_COUNT_CAP.toLocaleString("en")} IPs are reached with “Next” from the page before.`,
    "zh-CN": `前 ${STATIC_IP_COUNT_CAP} 个 IP 之后的页面，请从上一页点击“下一页”进入。`,
  },
});
