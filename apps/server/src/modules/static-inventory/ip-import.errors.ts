import { IpImportError, type IpImportRowError } from "@portico/contracts";
import { defineErrors, type LocalisedText } from "../../plugins/app-error.ts";

/** A row's failure in both languages, for the dry run's report (`{line}` and `{value}` filled in). */
export const ipImportRowMessages: Readonly<Record<IpImportRowError, LocalisedText>> = {
  missing_field: {
    en: "Line {line}: the address, port or region is empty.",
    "zh-CN": "第 {line} 行：地址、端口或地区为空。",
  },
  bad_ipv4: {
    en: "Line {line}: “{value}” is not an IPv4 address like 203.0.113.7.",
    "zh-CN": "第 {line} 行：“{value}” 不是 203.0.113.7 这样的 IPv4 地址。",
  },
  bad_port: {
    en: "Line {line}: the port “{value}” is not a whole number from 1 to 65535.",
    "zh-CN": "第 {line} 行：端口“{value}”不是 1 到 65535 之间的整数。",
  },
  unknown_region: {
    en: "Line {line}: no region has the code “{value}”.",
    "zh-CN": "第 {line} 行：没有代码为“{value}”的地区。",
  },
  duplicate_in_file: {
    en: "Line {line}: {value} appears earlier in the file.",
    "zh-CN": "第 {line} 行：{value} 在文件中前面已出现。",
  },
  already_in_inventory: {
    en: "Line {line}: {value} is already in the inventory.",
    "zh-CN": "第 {line} 行：{value} 已在库存中。",
  },
};

/** The notes a report carries besides its row errors. */
export const ipImportNotes = {
  ignoredColumns: {
    en: "Columns ignored: {columns}.",
    "zh-CN": "已忽略的列：{columns}。",
  },
  inactiveRegion: {
    en: "{rows} IPs go to the region {code}, which is not on sale: they count as its stock once it is activated.",
    "zh-CN": "{rows} 个 IP 属于未上架的地区 {code}：该地区上架后才计入库存。",
  },
} satisfies Record<string, LocalisedText>;

/** A static IP import's failures as a whole. */
export const ipImportErrors = defineErrors({
  headerInvalid: {
    code: IpImportError.import_header_invalid,
    en: "The first line must name the columns address, port and region; missing: {missing}.",
    "zh-CN": "第一行须列出 address、port 和 region 三列；缺少：{missing}。",
  },
  rowCountInvalid: {
    code: IpImportError.import_row_count_invalid,
    en: "The file has {rows} rows below its header; an import takes 1 to {max}.",
    "zh-CN": "文件表头下有 {rows} 行；一次导入可含 1 到 {max} 行。",
  },
  notFound: {
    code: IpImportError.import_not_found,
    en: "No import has the id {id}.",
    "zh-CN": "没有编号为 {id} 的导入。",
  },
  contentChanged: {
    code: IpImportError.import_content_changed,
    en: "This file is not the one the dry run of import {id} checked: run the dry run again on it.",
    "zh-CN": "该文件与导入 {id} 试运行时检查的文件不同，请对其重新试运行。",
  },
});
