import { md5Hex } from "./md5.ts";

/**
 * Sticky session ids (spec 02 §2: "8 random characters hashed to 12 hex characters").
 *
 * The 8 characters come from 62 letters and digits (about 47.6 bits); the first 12 hex digits of
 * their MD5 keep 48 bits, so hashing loses almost nothing and gives every id one fixed shape the
 * gateway can check (`^[0-9a-f]{12}$`). MD5 because it is already here (`md5.ts`, synchronous, no
 * library, the same in the browser and on the server) and a batch of 10,000 ids is hashed in one
 * click; the id is no secret — it only names a session inside one customer's account, whose
 * password guards it — so no collision or preimage resistance is asked of the hash (ADR 413).
 */

/** A source of uniform numbers in [0, 1). Tests pass a fixed sequence. */
export type RandomSource = () => number;

/** Web Crypto, present in browsers and in Node; typed here because the domain has neither's types. */
type PlatformCrypto = { getRandomValues<T extends Uint32Array>(array: T): T };

/** The default source: the platform's cryptographic generator (browser and Node alike). */
export const cryptoRandom: RandomSource = () => {
  const word = new Uint32Array(1);
  (globalThis as unknown as { crypto: PlatformCrypto }).crypto.getRandomValues(word);
  return (word[0] ?? 0) / 2 ** 32;
};

export const SESSION_SEED_LENGTH = 8;
export const SESSION_ID_LENGTH = 12;
export const SESSION_ID_PATTERN = /^[0-9a-f]{12}$/;
const SEED_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A uniform index below `size` from one draw of `random` (a draw of 1 or more is kept in range). */
export function randomIndex(random: RandomSource, size: number): number {
  return Math.min(size - 1, Math.floor(random() * size));
}

/** The 8 random characters. */
export function sessionSeed(random: RandomSource = cryptoRandom): string {
  let seed = "";
  for (let i = 0; i < SESSION_SEED_LENGTH; i++) seed += SEED_ALPHABET[randomIndex(random, SEED_ALPHABET.length)];
  return seed;
}

/** The session id of a seed: the first 12 hex digits of its MD5. */
export function sessionIdOf(seed: string): string {
  return md5Hex(seed).slice(0, SESSION_ID_LENGTH);
}

/** A fresh session id. */
export function newSessionId(random: RandomSource = cryptoRandom): string {
  return sessionIdOf(sessionSeed(random));
}
