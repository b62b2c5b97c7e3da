import path from "node:path";
import {
  CHAT_PROVIDERS,
  type ChatProvider,
  ENVELOPE_MODES,
  type EnvelopeMode,
  type PublicConfig,
} from "@portico/contracts";
import { z } from "zod";
import { rsaPrivateKeyPem } from "./envelope-key-config.ts";
import { PaymentEnvShape, type PaymentSettings, paymentSettings } from "./payment-config.ts";
import { sandboxRefusal } from "./payment-sandbox.ts";

/** The repository root; defaults for data and web build paths hang off it, whatever the cwd. */
export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");

const fromRoot = (value: string) => path.resolve(REPO_ROOT, value);

const EnvSchema = z.object({
  ...PaymentEnvShape,
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** When set, rate limits are counted in Redis (issue #27); otherwise in PostgreSQL, or memory on PGlite. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  PGLITE_DATA_DIR: z.string().min(1).default("data/pglite").transform(fromRoot),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Unset: readable lines on a terminal, JSON lines otherwise. */
  LOG_FORMAT: z.enum(["pretty", "json"]).optional(),
  PUBLIC_URL: z.url().optional(),
  SUPPORT_EMAIL: z.email().default("support@portico.example"),
  PRODUCT_NAME: z.string().min(1).default("Portico"),
  WEB_BUILD_DIR: z.string().min(1).default("apps/web/build").transform(fromRoot),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** After SIGTERM, /readyz answers 503 this long before the server stops accepting (for balancers that poll it). */
  SHUTDOWN_READY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  JOBS: z.enum(["on", "off"]).default("on"),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  CAPTCHA_PROVIDER: z.enum(["altcha", "turnstile", "off"]).default("altcha"),
  ALTCHA_HMAC_SECRET: z.string().min(32).optional(),
  ALTCHA_COST: z.coerce.number().int().positive().default(1_000),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).default(5_000),
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  /** Cloudflare's siteverify API; another URL only for a verification proxy (or the tests' stand-in). */
  TURNSTILE_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  SESSION_IDLE_HOURS: z.coerce.number().int().positive().default(24),
  SESSION_MAX_DAYS: z.coerce.number().int().positive().default(30),
  TEST_IPS_PER_ACCOUNT: z.coerce.number().int().nonnegative().default(5),
  MAX_UNPAID_STATIC_IPS: z.coerce.number().int().positive().default(200),
  MAX_CHARGE_AMOUNT: z.coerce.number().int().positive().default(10_000),
  PROMO_POPUP_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  PROMO_CODE_USD: z.string().trim().max(40).default("PORTICO10"),
  PROMO_CODE_CNY: z.string().trim().max(40).default("PORTICO-CN10"),
  CHAT_PROVIDER: z.enum(CHAT_PROVIDERS).default("none"),
  CHAT_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  CHAT_TOKEN: z.string().trim().max(200).default(""),
  MESSAGING_URL: z.url({ protocol: /^(https?|tg|whatsapp)$/ }).optional(),
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5),
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().max(100_000).default(120),
  /** Whole dollars: a console wallet adjustment of more than this (either way) waits for a second approver (ADR 425). */
  WALLET_ADJUSTMENT_APPROVAL_ABOVE: z.coerce.number().int().min(0).max(10_000).default(100),
  /**
   * The proxy gateway's service token (ADR 411): 32+ characters without spaces, never shaped like a
   * customer's API key. Unset: the internal endpoints answer as if they did not exist.
   */
  GATEWAY_SERVICE_TOKEN: z
    .string()
    .min(32, "at least 32 characters")
    .max(512)
    .regex(/^\S+$/, "no spaces")
    .refine((token) => !token.toLowerCase().startsWith("pk_"), "must not start with pk_ (customer API keys do)")
    .optional(),
  /**
   * The key sealing the console's TOTP secrets (ADR 420): 32 bytes, base64. Unset: one generated
   * into the database, which a stolen dump then carries beside the secrets it seals.
   */
  CONSOLE_SECRET_KEY: z
    .string()
    .trim()
    .refine((value) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, "base64").length === 32, {
      message: "32 bytes in base64 (openssl rand -base64 32)",
    })
    .transform((value) => Buffer.from(value, "base64"))
    .optional(),
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Off by default: TLS already protects the wire; the envelope is the spec's extra layer (ADR 012). */
  API_ENVELOPE: z.enum(ENVELOPE_MODES).default("off"),
  ENVELOPE_PRIVATE_KEY: rsaPrivateKeyPem.optional(),
  ENVELOPE_PREVIOUS_PRIVATE_KEY: rsaPrivateKeyPem.optional(),
  ENVELOPE_KEY_OVERLAP_HOURS: z.coerce.number().int().min(1).default(24),
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .transform((value, context): TrustProxy => {
      if (value === "false") return false;
      if (value === "true") return true;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(",").map((entry) => entry.trim());
      const bad = entries.filter((entry) => !PROXY_ADDRESS.safeParse(entry).success);
      if (bad.length > 0) {
        context.addIssue({
          code: "custom",
          message: `true, false, a hop count, or addresses/CIDRs separated by commas (not: ${bad.join(", ")})`,
        });
        return z.NEVER;
      }
      return entries;
    }),
});

/**
 * Which proxies may tell the client address in X-Forwarded-For (Fastify's `trustProxy`):
 * false (the socket address is the client), true (any), a hop count, or addresses and CIDRs.
 */
export type TrustProxy = boolean | number | string[];

const PROXY_ADDRESS = z.union([
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
  z.enum(["loopback", "linklocal", "uniquelocal"]),
]);

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** When set, PostgreSQL through a `pg` pool; otherwise embedded PGlite in `pgliteDataDir`. */
  databaseUrl: string | undefined;
  /** Where the rate limits are counted when set: Redis, shared by every instance. */
  redisUrl: string | undefined;
  pgliteDataDir: string;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  logFormat: z.infer<typeof EnvSchema>["LOG_FORMAT"];
  publicUrl: string;
  supportEmail: string;
  productName: string;
  webBuildDir: string;
  shutdownTimeoutMs: number;
  shutdownReadyDelayMs: number;
  /** Run the periodic sweeps (pg-boss) in this process; off for a web-only instance. */
  jobs: boolean;
  /** Empty: mail is kept in the outbox table and logged (the embedded default). */
  smtpUrl: string | undefined;
  mailFrom: string;
  captcha: CaptchaSettings;
  session: { idleMs: number; maxAgeMs: number };
  /** Free test IPs a new account may take (authorities `left_test_ips`). */
  testIpsPerAccount: number;
  /**
   * The most IPs one customer's unpaid static orders may hold at once: reserved IPs are out of
   * stock for everyone else until paid or closed, and this bounds how many one account can hold.
   */
  maxUnpaidStaticIps: number;
  /** Top-up maximum in whole dollars (authorities `max_charge_amount`). */
  maxChargeAmount: number;
  promo: { delayMs: number; codeUsd: string; codeCny: string };
  /** The support chat widget; `none` means the built-in contact form. */
  chat: { provider: ChatProvider; scriptUrl: string; token: string };
  messagingUrl: string;
  contactRateLimitPerHour: number;
  /** Requests a minute each customer API key may make (ADR 409). */
  apiKeyRatePerMinute: number;
  /** A console wallet adjustment above this many cents (either way) needs a second approver (ADR 425). */
  walletAdjustmentApprovalAboveCents: number;
  /** Seals the console's TOTP secrets (ADR 420); undefined: a key generated into app_secrets. */
  consoleSecretKey: Buffer | undefined;
  /** The proxy gateway's service token (ADR 411); undefined: no internal credential, the internal endpoints are absent. */
  gatewayServiceToken: string | undefined;
  /**
   * The longest a cached catalogue answer or public page is kept without a change notification
   * (ADR 011); a write through Portico or to the catalogue tables drops the caches at once. 0: off.
   */
  publicCacheSeconds: number;
  /** Per-IP limits (login, reset, contact) key on the client address this yields. */
  trustProxy: TrustProxy;
  payments: PaymentSettings;
  envelope: EnvelopeSettings;
};

export type EnvelopeSettings = {
  mode: EnvelopeMode;
  /**
   * PEM private keys from configuration, the current one first (a previous one is still accepted,
   * never served). Empty: generated once and kept in the database, shared by every instance.
   */
  configuredKeys: string[];
  /** How long a rotated-out generated key still opens requests (clients cache the public key). */
  overlapMs: number;
};

export type CaptchaSettings =
  | {
      provider: "altcha";
      /** Unset: a random secret generated once and kept in the database, shared by every instance. */
      hmacSecret: string | undefined;
      cost: number;
      maxCounter: number;
    }
  | { provider: "turnstile"; siteKey: string; secretKey: string; verifyUrl: string }
  | { provider: "off" };

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * A setting refused with a fix of its own, not "unset the variable" (the default would be refused
 * too): the message is the whole sentence the start prints.
 */
export class ConfigRefused extends ConfigError {
  override name = "ConfigRefused";
}

/**
 * Parses the environment once. Empty strings count as unset so `PORT=` in a .env file means
 * "use the default" instead of failing on a number parse.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.CHAT_PROVIDER !== "none" && !e.CHAT_SCRIPT_URL) {
    throw new ConfigError("Invalid configuration:\n  CHAT_SCRIPT_URL: required when CHAT_PROVIDER is not none");
  }
  const payments = paymentSettings(e);
  if ("problems" in payments) {
    throw new ConfigError(`Invalid configuration:\n${payments.problems.map((line) => `  ${line}`).join("\n")}`);
  }
  const config: Config = {
    ...captchaAndMail(e),
    payments,
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    pgliteDataDir: e.PGLITE_DATA_DIR,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    supportEmail: e.SUPPORT_EMAIL,
    productName: e.PRODUCT_NAME,
    webBuildDir: e.WEB_BUILD_DIR,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownReadyDelayMs: e.SHUTDOWN_READY_DELAY_MS,
    jobs: e.JOBS === "on",
    session: { idleMs: e.SESSION_IDLE_HOURS * 3_600_000, maxAgeMs: e.SESSION_MAX_DAYS * 86_400_000 },
    testIpsPerAccount: e.TEST_IPS_PER_ACCOUNT,
    maxUnpaidStaticIps: e.MAX_UNPAID_STATIC_IPS,
    maxChargeAmount: e.MAX_CHARGE_AMOUNT,
    promo: { delayMs: e.PROMO_POPUP_DELAY_MS, codeUsd: e.PROMO_CODE_USD, codeCny: e.PROMO_CODE_CNY },
    chat: { provider: e.CHAT_PROVIDER, scriptUrl: e.CHAT_SCRIPT_URL ?? "", token: e.CHAT_TOKEN },
    messagingUrl: e.MESSAGING_URL ?? "",
    contactRateLimitPerHour: e.CONTACT_RATE_LIMIT_PER_HOUR,
    apiKeyRatePerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    walletAdjustmentApprovalAboveCents: e.WALLET_ADJUSTMENT_APPROVAL_ABOVE * 100,
    gatewayServiceToken: e.GATEWAY_SERVICE_TOKEN,
    consoleSecretKey: e.CONSOLE_SECRET_KEY,
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    trustProxy: e.TRUST_PROXY,
    envelope: envelopeSettings(e),
  };
  // Last: a value that is wrong is named first; this refusal is of settings that are each valid.
  const refusal = sandboxRefusal(payments, { production: e.NODE_ENV === "production", setting: e.PAYMENT_SANDBOX });
  if (refusal) throw new ConfigRefused(refusal);
  return config;
}

function envelopeSettings(e: Env): EnvelopeSettings {
  if (e.ENVELOPE_PREVIOUS_PRIVATE_KEY && !e.ENVELOPE_PRIVATE_KEY) {
    throw new ConfigError("Invalid configuration:\n  ENVELOPE_PREVIOUS_PRIVATE_KEY: needs ENVELOPE_PRIVATE_KEY");
  }
  return {
    mode: e.API_ENVELOPE,
    configuredKeys: [e.ENVELOPE_PRIVATE_KEY, e.ENVELOPE_PREVIOUS_PRIVATE_KEY].filter((key) => key !== undefined),
    overlapMs: e.ENVELOPE_KEY_OVERLAP_HOURS * 3_600_000,
  };
}

/**
 * The explicit list of what the browser may see (ARCHITECTURE §8). The bot-challenge part is
 * added by the app, which knows the active provider's public settings.
 */
export function publicConfigOf(config: Config): Omit<PublicConfig, "captcha"> {
  return {
    productName: config.productName,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
    promo: config.promo,
    chat: config.chat,
    messagingUrl: config.messagingUrl,
    apiEnvelope: config.envelope.mode,
  };
}

type Env = z.infer<typeof EnvSchema>;

function captchaAndMail(e: Env): Pick<Config, "smtpUrl" | "mailFrom" | "captcha"> {
  const productName = e.PRODUCT_NAME;
  return {
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${productName} <no-reply@${new URL(e.PUBLIC_URL ?? "http://localhost").hostname}>`,
    captcha: captchaSettings(e),
  };
}

function captchaSettings(e: Env): CaptchaSettings {
  if (e.CAPTCHA_PROVIDER === "off") {
    // Turning the bot challenge off is for local experiments and tests, never a live site.
    if (e.NODE_ENV === "production")
      throw new ConfigError("Invalid configuration:\n  CAPTCHA_PROVIDER: off is refused in production");
    return { provider: "off" };
  }
  if (e.CAPTCHA_PROVIDER === "turnstile") {
    if (!e.TURNSTILE_SITE_KEY || !e.TURNSTILE_SECRET_KEY) {
      throw new ConfigError(
        "Invalid configuration:\n  TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY: both are required for turnstile",
      );
    }
    return {
      provider: "turnstile",
      siteKey: e.TURNSTILE_SITE_KEY,
      secretKey: e.TURNSTILE_SECRET_KEY,
      verifyUrl: e.TURNSTILE_VERIFY_URL,
    };
  }
  return {
    provider: "altcha",
    hmacSecret: e.ALTCHA_HMAC_SECRET,
    cost: e.ALTCHA_COST,
    maxCounter: e.ALTCHA_MAX_COUNTER,
  };
}

/** For process entries: a bad value stops the process with the message, not a stack trace. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
