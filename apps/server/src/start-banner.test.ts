import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { describeDatabase, describePayments, startBanner } from "./start-banner.ts";

const config = {
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
    expect(describePayments(payments)).toBe("card by stripe, Alipay by sandbox");
  });

  it("describes an in-memory embedded database", () => {
    expect(describeDatabase({ driver: "pglite" })).toBe("embedded PostgreSQL (PGlite) in memory");
  });
});
