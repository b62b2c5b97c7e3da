import { CommonError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

export const legalErrors = defineErrors({
  documentNotFound: {
    code: CommonError.not_found,
    en: "This document is not available.",
    "zh-CN": "该文档暂不可用。",
  },
});
