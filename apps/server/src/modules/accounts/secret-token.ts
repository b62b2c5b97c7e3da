import { createHash, randomBytes, randomInt } from "node:crypto";

/** An opaque 256-bit token (43 base64url characters) for sessions and reset links. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this digest is stored: a database leak does not hand out live sessions or links. */
export function hashSecret(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Six digits from the CSPRNG, leading zeros kept. */
export function newEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** Codes are bound to their address so one row's digest cannot be replayed for another. */
export function hashEmailCode(email: string, code: string): string {
  return hashSecret(`${email}\n${code}`);
}
