import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { escapeHtml } from "../../plugins/escape-html.ts";
import { latestOutboxMessages } from "./mail.repository.ts";
import type { MailOutboxRow } from "./mail.tables.ts";

function renderMessage(row: MailOutboxRow): string {
  return `<article data-testid="mailbox-message"><h2>${escapeHtml(row.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(row.recipient)}</strong> · ${row.createdAt.toISOString()} · ${row.status}</p>
<pre>${escapeHtml(row.textBody)}</pre></article>`;
}

/**
 * GET /dev/mailbox: the embedded outbox as a page, newest first, for development without an
 * SMTP server. Registered only outside production (see app.ts): it shows codes and reset links.
 */
export default async function mailboxRoutes(app: FastifyInstance, options: { db: Db }) {
  app.get("/dev/mailbox", { schema: { hide: true } }, async (request, reply) => {
    const rows = await latestOutboxMessages(options.db, 50);
    const body = rows.length ? rows.map(renderMessage).join("\n") : "<p>The outbox is empty.</p>";
    const style = `body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
article{border:1px solid #dee2e6;border-radius:8px;padding:0 1rem 1rem;margin:1rem 0}.meta{color:#666}
pre{white-space:pre-wrap;background:#f8f9fa;padding:.75rem;border-radius:6px}`;
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>` +
          `<style nonce="${request.cspNonce.style}">${style}</style></head><body><h1>Dev mailbox</h1>` +
          `<p>Messages kept in the outbox table (not shown in production).</p>${body}</body></html>`,
      );
  });
}
