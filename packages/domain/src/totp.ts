/**
 * TOTP (RFC 6238 over RFC 4226): SHA-1, 6 digits, 30-second steps, one step either side (ADR 420).
 * Pure: the HMAC-SHA-1 is passed in (the server's is `node:crypto`'s; `hmacSha1Pure` elsewhere),
 * so the arithmetic is tested against the RFC's vectors without I/O.
 */
export type HmacSha1 = (key: Uint8Array, message: Uint8Array) => Uint8Array;

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one: clocks drift and people type slowly. */
export const TOTP_WINDOW = 1;

/** The time step a moment (unix seconds) falls in. */
export function totpStep(unixSeconds: number): number {
  return Math.floor(unixSeconds / TOTP_STEP_SECONDS);
}

/** The code of one step (RFC 4226 §5.3: dynamic truncation of HMAC-SHA-1 over the 8-byte counter). */
export function totpCode(secret: Uint8Array, step: number, hmac: HmacSha1, digits = TOTP_DIGITS): string {
  const counter = new Uint8Array(8);
  const view = new DataView(counter.buffer);
  view.setUint32(0, Math.floor(step / 2 ** 32));
  view.setUint32(4, step >>> 0);
  const mac = hmac(secret, counter);
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary =
    (((mac[offset] as number) & 0x7f) << 24) |
    ((mac[offset + 1] as number) << 16) |
    ((mac[offset + 2] as number) << 8) |
    (mac[offset + 3] as number);
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/**
 * The step a code was made for, within one step of `unixSeconds`, or null. A step at or before
 * `lastUsedStep` is never accepted again: a code seen over someone's shoulder cannot be replayed
 * inside its window. Every candidate is compared, so the time taken does not say which matched.
 */
export function matchTotp(
  secret: Uint8Array,
  code: string,
  unixSeconds: number,
  lastUsedStep: number | null,
  hmac: HmacSha1,
): number | null {
  const now = totpStep(unixSeconds);
  let matched: number | null = null;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    const same = constantTimeEqual(totpCode(secret, step, hmac), code);
    if (same && matched === null && (lastUsedStep === null || step > lastUsedStep)) matched = step;
  }
  return matched;
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding: how authenticator apps take a secret. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored); null for a character outside the alphabet. */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** The `otpauth://` URI an authenticator app reads from the QR code (the Key Uri Format). */
export function otpauthUri(options: { issuer: string; account: string; secret: Uint8Array }): string {
  const label = `${encodeURIComponent(options.issuer)}:${encodeURIComponent(options.account)}`;
  const query = [
    `secret=${base32Encode(options.secret)}`,
    `issuer=${encodeURIComponent(options.issuer)}`,
    "algorithm=SHA1",
    `digits=${TOTP_DIGITS}`,
    `period=${TOTP_STEP_SECONDS}`,
  ].join("&");
  return `otpauth://totp/${label}?${query}`;
}
