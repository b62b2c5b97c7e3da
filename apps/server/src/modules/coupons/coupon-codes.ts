import { randomBytes } from "node:crypto";
import { COUPON_LIMITS } from "@portico/contracts";

/** 32 letters and digits, without 0/O and 1/I: 256 is a multiple of 32, so each byte maps without bias. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** `count` distinct codes, the prefix then 12 random characters from the system's CSPRNG (60 bits each). */
export function randomCouponCodes(prefix: string, count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    const bytes = randomBytes(COUPON_LIMITS.randomLength);
    let random = "";
    for (const byte of bytes) random += ALPHABET[byte % ALPHABET.length];
    codes.add(`${prefix.toUpperCase()}${random}`);
  }
  return [...codes];
}
