import { CatalogueError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** The console's failures on static regions, in both languages. */
export const regionEditorErrors = defineErrors({
  regionNotFound: {
    code: CatalogueError.catalogue_region_not_found,
    en: "No such static region.",
    "zh-CN": "该静态地区不存在。",
  },
  regionCodeTaken: {
    code: CatalogueError.catalogue_region_code_taken,
    en: "A region with the code {code} exists already: edit it instead.",
    "zh-CN": "代码为 {code} 的地区已存在，请直接编辑该地区。",
  },
});
