import type { CaptchaConfig } from "@portico/contracts";
import type { CaptchaSettings } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { type AltchaVerifier, createAltchaVerifier } from "./altcha-verifier.ts";
import { captchaErrors } from "./captcha.errors.ts";
import { createTurnstileVerifier } from "./turnstile-verifier.ts";

export type Captcha = {
  publicConfig: CaptchaConfig;
  /** Present only for ALTCHA: the widget fetches challenges from us. */
  altcha: AltchaVerifier | null;
  /** Throws `captcha_failed` unless the token is a fresh, valid solution. */
  assertSolved(token: string, remoteIp: string): Promise<void>;
};

export async function createCaptcha(settings: CaptchaSettings, db: Db): Promise<Captcha> {
  const fail = captchaErrors.failed;
  if (settings.provider === "off") {
    return { publicConfig: { provider: "off" }, altcha: null, assertSolved: async () => undefined };
  }
  if (settings.provider === "turnstile") {
    const turnstile = createTurnstileVerifier(settings.secretKey, settings.verifyUrl);
    return {
      publicConfig: { provider: "turnstile", siteKey: settings.siteKey },
      altcha: null,
      async assertSolved(token, remoteIp) {
        if (!token || !(await turnstile.verify(token, remoteIp).catch(() => false))) throw fail();
      },
    };
  }
  const altcha = await createAltchaVerifier(db, settings);
  return {
    publicConfig: { provider: "altcha" },
    altcha,
    async assertSolved(token) {
      if (!token || !(await altcha.verify(token))) throw fail();
    },
  };
}
