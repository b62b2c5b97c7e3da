import { createHash, randomBytes } from "node:crypto";

/** An opaque 256-bit token (43 base64url characters): sessions and invitation links. */
export const newToken = (): string => randomBytes(32).toString("base64url");

/** Only this digest is stored: a database leak hands out no live session or link. */
export const hashToken = (value: string): string => createHash("sha256").update(value).digest("hex");

/** Recovery codes: ten characters without look-alikes (no 0/o, 1/l), shown as `abcde-fghij`. */
const RECOVERY_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A recovery code's digest, whatever its case or dash. */
export const hashRecoveryCode = (code: string): string => hashToken(code.trim().toLowerCase().replace("-", ""));
