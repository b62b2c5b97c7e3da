import { CommonError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

export const helpCentreErrors = defineErrors({
  articleNotFound: {
    code: CommonError.not_found,
    en: "This help article does not exist.",
    "zh-CN": "该帮助文章不存在。",
  },
});
