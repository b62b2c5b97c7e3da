import type { Config } from "./config.ts";
import type { DatabaseTarget } from "./db/client.ts";
import { API_DOCS_PREFIX } from "./plugins/api-docs.ts";

/** Where the data lives, never with the password: the PostgreSQL host and database, or the embedded path. */
export function describeDatabase(target: DatabaseTarget): string {
  if (target.driver === "pglite") return `embedded PostgreSQL (PGlite) in ${target.dataDir ?? "memory"}`;
  const url = new URL(target.url);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname || "/"}`;
}

/** Which provider takes card and Alipay payments; with the sandbox only, that no money moves. */
export function describePayments(payments: Config["payments"]): string {
  const routes = `card by ${payments.cardProvider}, Alipay by ${payments.alipayProvider}`;
  return payments.cardProvider === "sandbox" && payments.alipayProvider === "sandbox"
    ? `${routes}: the built-in sandbox, no money moves`
    : routes;
}

/** What an operator needs at start, in a few lines: the address, the data, the mail, payments, the API docs. */
export function startBanner(
  config: Pick<Config, "productName" | "publicUrl" | "smtpUrl" | "payments">,
  target: DatabaseTarget,
) {
  const mail = config.smtpUrl
    ? `sent through ${new URL(config.smtpUrl).host}`
    : "not delivered (no SMTP_URL): printed here in full and kept in mail_outbox";
  return [
    `${config.productName} is ready at ${config.publicUrl}`,
    `  database  ${describeDatabase(target)}`,
    `  mail      ${mail}`,
    `  payments  ${describePayments(config.payments)}`,
    `  API docs  ${new URL(`${API_DOCS_PREFIX}/`, config.publicUrl).href}`,
  ].join("\n");
}
