import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigRefused, loadConfig, REPO_ROOT } from "./config.ts";

describe("loadConfig", () => {
  it("fills every default from an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      logLevel: "info",
      publicUrl: "http://localhost:3000",
      supportEmail: "support@portico.example",
      productName: "Portico",
      shutdownTimeoutMs: 10_000,
    });
    expect(config.pgliteDataDir).toBe(path.join(REPO_ROOT, "data/pglite"));
    expect(config.webBuildDir).toBe(path.join(REPO_ROOT, "apps/web/build"));
  });

  it("derives the public URL from the port and treats empty values as unset", () => {
    const config = loadConfig({ PORT: "8080", HOST: "" });
    expect(config.publicUrl).toBe("http://localhost:8080");
    expect(config.host).toBe("0.0.0.0");
  });

  it("names PORT when it is not a port number", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT: .*number/);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
  });

  it("trusts no proxy by default; TRUST_PROXY takes true, a hop count, or addresses and CIDRs", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 172.16.0.0/12,loopback" }).trustProxy).toEqual([
      "10.0.0.1",
      "172.16.0.0/12",
      "loopback",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY: .*not: yes/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.1,proxy.internal" })).toThrow(/TRUST_PROXY/);
  });

  it("names each bad variable", () => {
    expect(() => loadConfig({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ SUPPORT_EMAIL: "nobody" })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REDIS_URL: "http://cache.internal:6379" })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ SHUTDOWN_READY_DELAY_MS: "-1" })).toThrow(/SHUTDOWN_READY_DELAY_MS/);
  });

  it("reads where the rate limits count and how long readiness fails before a drain", () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({}).shutdownReadyDelayMs).toBe(0);
    const shared = loadConfig({ REDIS_URL: "rediss://cache.internal:6380/2", SHUTDOWN_READY_DELAY_MS: "5000" });
    expect(shared.redisUrl).toBe("rediss://cache.internal:6380/2");
    expect(shared.shutdownReadyDelayMs).toBe(5000);
  });
});

describe("loadConfig: accounts", () => {
  it("defaults to ALTCHA, the mail outbox and the session lifetimes", () => {
    const config = loadConfig({});
    expect(config.captcha).toEqual({ provider: "altcha", hmacSecret: undefined, cost: 1000, maxCounter: 5000 });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe("Portico <no-reply@localhost>");
    expect(config.session).toEqual({ idleMs: 24 * 3_600_000, maxAgeMs: 30 * 86_400_000 });
    expect(config.testIpsPerAccount).toBe(5);
    expect(config.maxChargeAmount).toBe(10_000);
  });

  it("refuses CAPTCHA_PROVIDER=off in production and allows it elsewhere", () => {
    expect(() => loadConfig({ NODE_ENV: "production", CAPTCHA_PROVIDER: "off" })).toThrow(/CAPTCHA_PROVIDER/);
    expect(loadConfig({ NODE_ENV: "test", CAPTCHA_PROVIDER: "off" }).captcha).toEqual({ provider: "off" });
  });

  it("needs both Turnstile keys", () => {
    expect(() => loadConfig({ CAPTCHA_PROVIDER: "turnstile", TURNSTILE_SITE_KEY: "site" })).toThrow(/TURNSTILE/);
    expect(
      loadConfig({ CAPTCHA_PROVIDER: "turnstile", TURNSTILE_SITE_KEY: "site", TURNSTILE_SECRET_KEY: "secret" }).captcha,
    ).toEqual({
      provider: "turnstile",
      siteKey: "site",
      secretKey: "secret",
      verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
    });
  });

  it("accepts only smtp and smtps mail URLs", () => {
    expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }).smtpUrl).toBe("smtp://127.0.0.1:2525");
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
  });
});

describe("loadConfig: the console", () => {
  it("takes CONSOLE_SECRET_KEY as 32 bytes of base64, and none by default (a key generated into the database)", () => {
    expect(loadConfig({}).consoleSecretKey).toBeUndefined();
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ CONSOLE_SECRET_KEY: key.toString("base64") }).consoleSecretKey).toEqual(key);
    for (const bad of [Buffer.alloc(16, 7).toString("base64"), "not base64 at all!"])
      expect(() => loadConfig({ CONSOLE_SECRET_KEY: bad })).toThrow(
        "CONSOLE_SECRET_KEY: 32 bytes in base64 (openssl rand -base64 32)",
      );
  });
});

describe("loadConfig: jobs", () => {
  it("runs the periodic sweeps unless JOBS=off", () => {
    expect(loadConfig({}).jobs).toBe(true);
    expect(loadConfig({ JOBS: "on" }).jobs).toBe(true);
    expect(loadConfig({ JOBS: "off" }).jobs).toBe(false);
    expect(() => loadConfig({ JOBS: "no" })).toThrow(/JOBS/);
  });
});

describe("loadConfig: the payment sandbox", () => {
  const stripeKeys = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
  const alipayKeys = { ALIPAY_APP_ID: "app", ALIPAY_PRIVATE_KEY: "private", ALIPAY_PUBLIC_KEY: "public" };

  it("refuses a method left on the sandbox in production: one sentence naming the method and both fixes", () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: "production", PAYMENT_CARD_PROVIDER: "stripe", ...stripeKeys });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigRefused);
    expect((error as Error).message).toBe(
      "Alipay payments go to the built-in sandbox, where no money moves, which production refuses: set " +
        "PAYMENT_ALIPAY_PROVIDER to stripe or alipay (README: Payments), or set PAYMENT_SANDBOX=allow to let the " +
        "sandbox take them anyway.",
    );
  });

  it("refuses both methods on the sandbox in production, and a card left there beside direct Alipay", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /^Card and Alipay payments go to the built-in sandbox, .* set PAYMENT_CARD_PROVIDER to stripe and PAYMENT_ALIPAY_PROVIDER to stripe or alipay /,
    );
    expect(() => loadConfig({ NODE_ENV: "production", PAYMENT_ALIPAY_PROVIDER: "alipay", ...alipayKeys })).toThrow(
      /^Card payments go to the built-in sandbox, .* set PAYMENT_CARD_PROVIDER to stripe \(README: Payments\)/,
    );
  });

  it("starts in production with PAYMENT_SANDBOX=allow, or with a real provider for every method", () => {
    const allowed = loadConfig({
      NODE_ENV: "production",
      PAYMENT_CARD_PROVIDER: "stripe",
      ...stripeKeys,
      PAYMENT_SANDBOX: "allow",
    });
    expect(allowed.payments).toMatchObject({ cardProvider: "stripe", alipayProvider: "sandbox" });
    expect(loadConfig({ NODE_ENV: "production", PAYMENT_SANDBOX: "allow" }).payments.cardProvider).toBe("sandbox");
    const real = loadConfig({
      NODE_ENV: "production",
      PAYMENT_CARD_PROVIDER: "stripe",
      PAYMENT_ALIPAY_PROVIDER: "stripe",
      ...stripeKeys,
    });
    expect(real.payments).toMatchObject({ cardProvider: "stripe", alipayProvider: "stripe" });
  });

  it("allows the sandbox outside production unless PAYMENT_SANDBOX=refuse", () => {
    expect(loadConfig({}).payments).toMatchObject({ cardProvider: "sandbox", alipayProvider: "sandbox" });
    expect(loadConfig({ NODE_ENV: "test" }).payments.alipayProvider).toBe("sandbox");
    expect(() => loadConfig({ PAYMENT_SANDBOX: "refuse", PAYMENT_CARD_PROVIDER: "stripe", ...stripeKeys })).toThrow(
      /^Alipay payments go to the built-in sandbox, where no money moves, which PAYMENT_SANDBOX=refuse refuses: /,
    );
    expect(() => loadConfig({ PAYMENT_SANDBOX: "maybe" })).toThrow(/PAYMENT_SANDBOX/);
  });

  it("reports missing provider keys before the sandbox rule", () => {
    expect(() => loadConfig({ NODE_ENV: "production", PAYMENT_CARD_PROVIDER: "stripe" })).toThrow(
      /^Invalid configuration:\n {2}STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET/,
    );
  });
});
