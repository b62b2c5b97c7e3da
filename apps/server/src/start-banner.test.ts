import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { describeDatabase, describePayments, startBanner } from "./start-banner.ts";

const config = {
  env: "development" as const,
  productName: "Portico",
  publicUrl: "http://localhost:3000",
  smtpUrl: undefined,
  payments: loadConfig({}).payments,
};

describe("start banner", () => {
  it("names the address, the embedded database, the mail mode, the payment mode and the API docs", () => {
    expect(startBanner(config, { driver: "pglite", dataDir: "./data/pglite" })).toBe(
      [
        "Portico is ready at http://localhost:3000",
        "  database  embedded PostgreSQL (PGlite) in ./data/pglite",
        "  mail      not delivered (no SMTP_URL): printed here in full and kept in mail_outbox",
        "  payments  card by sandbox, Alipay by sandbox: the built-in sandbox, no money moves",
        "  API docs  http://localhost:3000/api/docs/",
      ].join("\n"),
    );
  });

  it("never shows a password: PostgreSQL by host and database, SMTP by host", () => {
    const banner = startBanner(
      { ...config, smtpUrl: "smtps://mailer:s3cret-smtp@mail.example.net:465" },
      { driver: "postgres", url: "postgres://portico:s3cret-db@db.internal:5432/portico" },
    );
    expect(banner).toContain("database  PostgreSQL db.internal:5432/portico");
    expect(banner).toContain("mail      sent through mail.example.net:465");
    expect(banner).not.toMatch(/s3cret|mailer|portico:/);
  });

  it("says which real providers take payments once configured", () => {
    const payments = loadConfig({
      PAYMENT_CARD_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    }).payments;
    expect(describePayments(payments)).toBe(
      "card by stripe, Alipay by sandbox: Alipay on the built-in sandbox, no money moves",
    );
    const real = loadConfig({
      PAYMENT_CARD_PROVIDER: "stripe",
      PAYMENT_ALIPAY_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    }).payments;
    expect(describePayments(real)).toBe("card by stripe, Alipay by stripe");
  });

  it("warns in production, in one sentence, about any method the sandbox is allowed to take", () => {
    const production = (env: Record<string, string>) => ({
      ...config,
      env: "production" as const,
      payments: loadConfig({ NODE_ENV: "production", PAYMENT_SANDBOX: "allow", ...env }).payments,
    });
    const target = { driver: "pglite", dataDir: "./data/pglite" } as const;
    const oneMethod = startBanner(
      production({ PAYMENT_CARD_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }),
      target,
    );
    expect(oneMethod).toContain(
      "\n  warning   Alipay payments go to the built-in sandbox, where no money moves: orders paid there are " +
        "delivered for free (README: Payments).\n",
    );
    expect(startBanner(production({}), target)).toContain(
      "\n  warning   Card and Alipay payments go to the built-in sandbox, where no money moves: ",
    );
    // Outside production the sandbox is the expected default: the payments line says it, no warning.
    expect(startBanner(config, target)).not.toContain("warning");
  });

  it("describes an in-memory embedded database", () => {
    expect(describeDatabase({ driver: "pglite" })).toBe("embedded PostgreSQL (PGlite) in memory");
  });
});
