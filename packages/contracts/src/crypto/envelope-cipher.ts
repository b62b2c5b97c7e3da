/**
 * The envelope's wire format with WebCrypto only (browsers and Node both have it), for the web's
 * transport and any other client (ADR 012). Zod-free: `@portico/contracts/envelope-cipher`.
 *
 * - session key: 16 random bytes (spec 02 §3), hex; used as an AES-128-GCM key;
 * - header: `<kid>.<base64url(RSA-OAEP-SHA256(session key bytes))>`;
 * - a sealed message: `base64url(iv ‖ ciphertext ‖ tag)`, a fresh 12-byte IV each time, bound by
 *   additional data to the request's method and path (and, for an answer, the request's nonce).
 */

/** The header carrying `<key id>.<base64url of the RSA-OAEP-wrapped 16-byte session key>`. */
export const ENVELOPE_KEY_HEADER = "x-session-key";
/** The content type of a sealed request or response body: one base64url token. */
export const ENVELOPE_CONTENT_TYPE = "application/x-portico-envelope";
/** A sealed GET (or DELETE) carries its timestamp, nonce and query in this one query parameter. */
export const ENVELOPE_QUERY_PARAM = "_e";
/** A sealed request older (or further ahead) than this is refused. */
export const ENVELOPE_MAX_AGE_MS = 5 * 60_000;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A WebCrypto key, spelled so it type-checks with the DOM's types and with Node's. */
export type EnvelopeCryptoKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

/** What a sealed request carries: its time (unix ms), a nonce, the query string, the JSON body. */
export type SealedRequest = { t: number; n: string; q?: string; b?: unknown };

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, "0")).join(
    "",
  );
}

/** A new session key: 16 random bytes in hex (spec 02 §3). */
export const newSessionKeyHex = (): string => randomHex(16);
/** A request's nonce: 16 random bytes in hex. */
export const newNonce = (): string => randomHex(16);

export const isSessionKeyHex = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f]{32}$/.test(value);

/** Additional data of a request: its method and path (no query). */
export const requestAad = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;
/** Additional data of an answer: the request's, and the request's nonce, so answers cannot be swapped. */
export const responseAad = (method: string, path: string, nonce: string): string =>
  `${requestAad(method, path)} ${nonce}`;
/** Additional data of the payment view's sealed `data` parameter. */
export const PAYMENT_VIEW_AAD = "payment-view";

export function importSessionKey(hex: string): Promise<EnvelopeCryptoKey> {
  return crypto.subtle.importKey("raw", hexToBytes(hex), { name: "AES-GCM" }, false, ["encrypt", "decrypt"]);
}

/** The header value: the session key wrapped with the server's public key (SPKI, base64). */
export async function wrapSessionKey(kid: string, publicKeyBase64: string, sessionKeyHex: string): Promise<string> {
  const spki = Uint8Array.from(atob(publicKeyBase64), (char) => char.charCodeAt(0));
  const publicKey = await crypto.subtle.importKey("spki", spki, { name: "RSA-OAEP", hash: "SHA-256" }, false, [
    "encrypt",
  ]);
  const wrapped = await crypto.subtle.encrypt({ name: "RSA-OAEP" }, publicKey, hexToBytes(sessionKeyHex));
  return `${kid}.${toBase64Url(new Uint8Array(wrapped))}`;
}

export async function seal(key: EnvelopeCryptoKey, aad: string, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: encoder.encode(aad) },
    key,
    encoder.encode(plaintext),
  );
  const out = new Uint8Array(12 + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), 12);
  return toBase64Url(out);
}

/** Rejects when the token was altered, sealed under another key or for other additional data. */
export async function open(key: EnvelopeCryptoKey, aad: string, token: string): Promise<string> {
  const bytes = fromBase64Url(token);
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: bytes.subarray(0, 12), additionalData: encoder.encode(aad) },
    key,
    bytes.subarray(12),
  );
  return decoder.decode(plain);
}
