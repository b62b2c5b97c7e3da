import { CaptchaError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

export const captchaErrors = defineErrors({
  failed: {
    code: CaptchaError.captcha_failed,
    en: "The human verification failed or was already used. Please verify again.",
    "zh-CN": "人机验证未通过或已被使用，请重新验证。",
  },
});
