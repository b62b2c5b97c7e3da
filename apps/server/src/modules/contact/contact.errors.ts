import { CommonError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

export const contactErrors = defineErrors({
  tooManyMessages: {
    code: CommonError.rate_limited,
    en: "You have sent several messages already; please wait an hour or write to us by email.",
    "zh-CN": "您已发送多条消息，请一小时后再试，或通过邮件联系我们。",
  },
});
