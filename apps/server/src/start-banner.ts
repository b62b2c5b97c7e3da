import type { Config } from "./config.ts";
import type { DatabaseTarget } from "./db/client.ts";
import { sandboxMethodLabels, sandboxWarning } from "./payment-sandbox.ts";
import { API_DOCS_PREFIX } from "./plugins/api-docs.ts";

/** Where the data lives, never with the password: the PostgreSQL host and database, or the embedded path. */
export function describeDatabase(target: DatabaseTarget): string {
  if (target.driver === "pglite") return `embedded PostgreSQL (PGlite) in ${target.dataDir ?? "memory"}`;
  const url = new URL(target.url);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname || "/"}`;
}

/** Which provider takes card and Alipay payments, and which of them no money moves for. */
export function describePayments(payments: Config["payments"]): string {
  const routes = `card by ${payments.cardProvider}, Alipay by ${payments.alipayProvider}`;
  const onSandbox = sandboxMethodLabels(payments);
  if (onSandbox.length === 0) return routes;
  return onSandbox.length === 2
    ? `${routes}: the built-in sandbox, no money moves`
    : `${routes}: ${onSandbox[0]} on the built-in sandbox, no money moves`;
}

/** What an operator needs at start, in a few lines: the address, the data, the mail, payments, the API docs. */
export function startBanner(
  config: Pick<Config, "env" | "productName" | "publicUrl" | "smtpUrl" | "payments">,
  target: DatabaseTarget,
) {
  const mail = config.smtpUrl
    ? `sent through ${new URL(config.smtpUrl).host}`
    : "not delivered (no SMTP_URL): printed here in full and kept in mail_outbox";
  // Outside production the sandbox is the expected default; in production it was allowed on purpose.
  const warning = config.env === "production" ? sandboxWarning(config.payments) : undefined;
  return [
    `${config.productName} is ready at ${config.publicUrl}`,
    `  database  ${describeDatabase(target)}`,
    `  mail      ${mail}`,
    `  payments  ${describePayments(config.payments)}`,
    ...(warning ? [`  warning   ${warning}`] : []),
    `  API docs  ${new URL(`${API_DOCS_PREFIX}/`, config.publicUrl).href}`,
  ].join("\n");
}
