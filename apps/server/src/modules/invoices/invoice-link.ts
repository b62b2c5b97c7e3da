import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed, expiring invoice download links. The invoice opens in a new window, which sends no
 * `token` header, so the link itself carries who may read what until when: the order, its
 * owner and an expiry, under an HMAC-SHA256 of the server's secret. The route serving the PDF
 * looks the order up by order number AND the link's user, so a link is good for one customer's
 * own order only, and nothing in it can be changed without the signature failing.
 *
 * Token: `<payload>.<signature>`, both base64url; the payload is the JSON array
 * `[version, kind, orderNo, userId, expiresAt in unix seconds]`.
 */

export type InvoiceLinkKind = "order" | "recharge";

export type InvoiceLinkClaims = { orderNo: string; userId: string; kind: InvoiceLinkKind };

export type InvoiceLinkFailure = { error: "expired" | "invalid" };

const VERSION = 1;
/** Binds the signature to this use, should the same secret ever sign anything else. */
const CONTEXT = "portico.invoice-link.v1.";
const KINDS: readonly InvoiceLinkKind[] = ["order", "recharge"];
const MIN_SECRET_BYTES = 32;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function signature(payload: string, secret: string | Buffer): string {
  if (Buffer.byteLength(secret) < MIN_SECRET_BYTES) {
    throw new Error(`The invoice link secret must be at least ${MIN_SECRET_BYTES} bytes`);
  }
  return createHmac("sha256", secret).update(CONTEXT).update(payload).digest("base64url");
}

export function signInvoiceLink(link: InvoiceLinkClaims & { expiresAt: Date }, secret: string | Buffer): string {
  const expires = link.expiresAt.getTime();
  if (!link.orderNo || !link.userId || !KINDS.includes(link.kind) || !Number.isFinite(expires)) {
    throw new Error("An invoice link needs an order number, a user, a kind and a valid expiry");
  }
  const claims = [VERSION, link.kind, link.orderNo, link.userId, Math.floor(expires / 1000)];
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${signature(payload, secret)}`;
}

/**
 * The claims of a genuine, unexpired link. Anything else is `invalid` — a changed character
 * anywhere, another secret, a malformed token — except a genuine link past its expiry, which is
 * `expired` so the page can say the link is old rather than wrong.
 */
export function verifyInvoiceLink(
  token: string,
  secret: string | Buffer,
  now: Date,
): InvoiceLinkClaims | InvoiceLinkFailure {
  const invalid: InvoiceLinkFailure = { error: "invalid" };
  const parts = token.split(".");
  if (parts.length !== 2) return invalid;
  const [payload, given] = parts as [string, string];
  if (!BASE64URL.test(payload) || !BASE64URL.test(given)) return invalid;

  // The expected signature's canonical text against the given text: base64url decoding would
  // accept other spellings of the same bytes, a comparison of the text accepts exactly one.
  const expected = Buffer.from(signature(payload, secret));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return invalid;

  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return invalid;
  }
  if (!Array.isArray(claims) || claims.length !== 5) return invalid;
  const [version, kind, orderNo, userId, expiresAt] = claims as unknown[];
  if (
    version !== VERSION ||
    !KINDS.includes(kind as InvoiceLinkKind) ||
    typeof orderNo !== "string" ||
    orderNo === "" ||
    typeof userId !== "string" ||
    userId === "" ||
    !Number.isSafeInteger(expiresAt)
  ) {
    return invalid;
  }
  if (now.getTime() >= (expiresAt as number) * 1000) return { error: "expired" };
  return { orderNo, userId, kind: kind as InvoiceLinkKind };
}
