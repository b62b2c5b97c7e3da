import { CatalogueError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** The console catalogue's failures, in both languages. */
export const catalogueConsoleErrors = defineErrors({
  planNotFound: {
    code: CatalogueError.catalogue_plan_not_found,
    en: "No such plan.",
    "zh-CN": "该套餐不存在。",
  },
  saleAbovePrice: {
    code: CatalogueError.catalogue_sale_above_price,
    en: "The sale price ({sale}) cannot be higher than the list price ({price}).",
    "zh-CN": "售价（{sale}）不能高于原价（{price}）。",
  },
});
