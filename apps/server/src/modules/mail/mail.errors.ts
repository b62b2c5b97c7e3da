import { CommonError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

export const mailErrors = defineErrors({
  deliveryFailed: {
    code: CommonError.service_unavailable,
    en: "We could not send the email just now. Please try again in a few minutes.",
    "zh-CN": "邮件暂时无法发送，请几分钟后重试。",
  },
});
