import type { Config } from "../config.ts";

/** Origins outside our own that the page's CSP must allow, per directive. */
export type ThirdPartyOrigins = { script: string[]; frame: string[]; connect: string[]; img: string[] };

const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/**
 * Only what the configuration switches on: with the defaults (ALTCHA, the built-in contact
 * form) the policy stays same-origin. Turnstile needs its script and its challenge frame
 * (Cloudflare's CSP guidance); a chat provider needs its script's origin for the script, its
 * API calls, its frame and its images.
 */
export function thirdPartyOrigins(config: Pick<Config, "captcha" | "chat">): ThirdPartyOrigins {
  const origins: ThirdPartyOrigins = { script: [], frame: [], connect: [], img: [] };
  if (config.captcha.provider === "turnstile") {
    origins.script.push(TURNSTILE_ORIGIN);
    origins.frame.push(TURNSTILE_ORIGIN);
  }
  if (config.chat.provider !== "none" && config.chat.scriptUrl) {
    const chatOrigin = new URL(config.chat.scriptUrl).origin;
    for (const list of [origins.script, origins.frame, origins.connect, origins.img]) list.push(chatOrigin);
  }
  return origins;
}
