import { PAYMENT_VIEW_AAD } from "@portico/contracts/envelope-cipher";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { sealText } from "./envelope-cipher.ts";
import { databaseNonceStore } from "./nonce-store.repository.ts";
import { createReplayGuard, type ReplayGuard } from "./replay-guard.ts";

/** The payment view's path; its query may travel sealed in one `data` parameter (spec 01 §2). */
const PAYMENT_PATH = /(^|[^/])\/payment$/;

/**
 * A payment view link for the browser that made a sealed request: its query sealed into `data`
 * under that browser's session key, so only that browser opens it (ADR 012). Plain requests (and
 * any other link) get the link as it is.
 */
export function sealPaymentLink(request: FastifyRequest, url: string): string {
  const key = request.envelope?.nonce ? request.envelope.key : undefined;
  const [base = "", query] = url.split("?", 2);
  if (!key || !query || !PAYMENT_PATH.test(base)) return url;
  return `${base}?data=${sealText(key, PAYMENT_VIEW_AAD, query)}`;
}

/**
 * The replay guard for where Portico runs: nonces claimed in PostgreSQL too, where several
 * instances may serve one site; in memory alone on the embedded database, which has one process
 * (ADR 010, ADR 012).
 */
export function replayGuardFor(database: Database): ReplayGuard {
  return createReplayGuard(database.target.driver === "postgres" ? { shared: databaseNonceStore(database.db) } : {});
}
