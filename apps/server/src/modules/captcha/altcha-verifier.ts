import type { AltchaChallenge } from "@portico/contracts";
import { createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { deriveHmacKeySecret, verify } from "altcha-lib/frameworks/shared";
import type { Db } from "../../db/client.ts";
import { sharedSecret } from "../secrets/secrets.service.ts";
import { markChallengeUsed, pruneUsedChallenges } from "./captcha.repository.ts";

const CHALLENGE_TTL_MS = 10 * 60_000;

export type AltchaSettings = { hmacSecret: string | undefined; cost: number; maxCounter: number };

export type AltchaVerifier = {
  /** A fresh signed proof-of-work challenge for the widget. */
  createChallenge(): Promise<AltchaChallenge>;
  /** True when the payload solves a challenge we signed, unexpired and never used before. */
  verify(payload: string): Promise<boolean>;
};

/**
 * Self-hosted ALTCHA: PBKDF2 proof of work in deterministic mode (the server knows the counter,
 * so verifying costs one derivation). Spent solutions are recorded in the database, so a
 * solution works once even with several app instances.
 */
export async function createAltchaVerifier(db: Db, settings: AltchaSettings): Promise<AltchaVerifier> {
  const hmacSecret = settings.hmacSecret ?? (await sharedSecret(db, "altcha_hmac"));
  const hmacKeySecret = await deriveHmacKeySecret(hmacSecret);
  const store = {
    get: () => false,
    set: () => undefined,
    setIfAbsent: (key: string) => markChallengeUsed(db, key),
  };

  return {
    async createChallenge() {
      return createChallenge({
        algorithm: "PBKDF2/SHA-256",
        cost: settings.cost,
        counter: randomInt(Math.floor(settings.maxCounter / 2), settings.maxCounter),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: hmacSecret,
        hmacKeySignatureSecret: hmacKeySecret,
      });
    },
    async verify(payload) {
      const result = await verify(payload, deriveKey, hmacSecret, hmacKeySecret, store);
      // Opportunistic clean-up: marks older than any challenge's life can never match again.
      if (Math.random() < 0.05) await pruneUsedChallenges(db, new Date(Date.now() - 2 * CHALLENGE_TTL_MS));
      return result.error === null;
    },
  };
}
