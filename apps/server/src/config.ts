import path from "node:path";
import { CHAT_PROVIDERS, type ChatProvider, type PublicConfig } from "@portico/contracts";
import { z } from "zod";

/** The repository root; defaults for data and web build paths hang off it, whatever the cwd. */
export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");

const fromRoot = (value: string) => path.resolve(REPO_ROOT, value);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PGLITE_DATA_DIR: z.string().min(1).default("data/pglite").transform(fromRoot),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_URL: z.url().optional(),
  SUPPORT_EMAIL: z.email().default("support@portico.example"),
  PRODUCT_NAME: z.string().min(1).default("Portico"),
  WEB_BUILD_DIR: z.string().min(1).default("apps/web/build").transform(fromRoot),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  PROMO_POPUP_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  PROMO_CODE_USD: z.string().trim().max(40).default("PORTICO10"),
  PROMO_CODE_CNY: z.string().trim().max(40).default("PORTICO-CN10"),
  CHAT_PROVIDER: z.enum(CHAT_PROVIDERS).default("none"),
  CHAT_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  CHAT_TOKEN: z.string().trim().max(200).default(""),
  MESSAGING_URL: z.url({ protocol: /^(https?|tg|whatsapp)$/ }).optional(),
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** When set, PostgreSQL through a `pg` pool; otherwise embedded PGlite in `pgliteDataDir`. */
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  publicUrl: string;
  supportEmail: string;
  productName: string;
  webBuildDir: string;
  shutdownTimeoutMs: number;
  promo: { delayMs: number; codeUsd: string; codeCny: string };
  /** The support chat widget; `none` means the built-in contact form. */
  chat: { provider: ChatProvider; scriptUrl: string; token: string };
  messagingUrl: string;
  contactRateLimitPerHour: number;
};

export class ConfigError extends Error {
  override name = "ConfigError";
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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    pgliteDataDir: e.PGLITE_DATA_DIR,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    supportEmail: e.SUPPORT_EMAIL,
    productName: e.PRODUCT_NAME,
    webBuildDir: e.WEB_BUILD_DIR,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    promo: { delayMs: e.PROMO_POPUP_DELAY_MS, codeUsd: e.PROMO_CODE_USD, codeCny: e.PROMO_CODE_CNY },
    chat: { provider: e.CHAT_PROVIDER, scriptUrl: e.CHAT_SCRIPT_URL ?? "", token: e.CHAT_TOKEN },
    messagingUrl: e.MESSAGING_URL ?? "",
    contactRateLimitPerHour: e.CONTACT_RATE_LIMIT_PER_HOUR,
  };
}

/** The explicit list of what the browser may see (ARCHITECTURE §8). */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    productName: config.productName,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
    promo: config.promo,
    chat: config.chat,
    messagingUrl: config.messagingUrl,
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
