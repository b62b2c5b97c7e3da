import { CommonError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

export const useCaseErrors = defineErrors({
  snippetNotFound: {
    code: CommonError.not_found,
    en: "This use case does not exist.",
    "zh-CN": "该应用场景不存在。",
  },
});
