import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { thirdPartyOrigins } from "./third-party-origins.ts";

describe("third-party origins in the CSP", () => {
  it("are none with the defaults (ALTCHA, the built-in contact form)", () => {
    expect(thirdPartyOrigins(loadConfig({}))).toEqual({ script: [], frame: [], connect: [], img: [] });
  });

  it("add Cloudflare's origin for scripts and frames with Turnstile", () => {
    const config = loadConfig({ CAPTCHA_PROVIDER: "turnstile", TURNSTILE_SITE_KEY: "s", TURNSTILE_SECRET_KEY: "k" });
    expect(thirdPartyOrigins(config)).toEqual({
      script: ["https://challenges.cloudflare.com"],
      frame: ["https://challenges.cloudflare.com"],
      connect: [],
      img: [],
    });
  });

  it("add the chat script's origin, not its path, for a chat provider", () => {
    const config = loadConfig({ CHAT_PROVIDER: "crisp", CHAT_SCRIPT_URL: "https://client.crisp.chat/l.js" });
    const origin = "https://client.crisp.chat";
    expect(thirdPartyOrigins(config)).toEqual({ script: [origin], frame: [origin], connect: [origin], img: [origin] });
  });
});
