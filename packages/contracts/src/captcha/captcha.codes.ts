import { defineErrorCodes } from "../error-codes.ts";

export const CaptchaError = defineErrorCodes({ captcha_failed: 422 });
