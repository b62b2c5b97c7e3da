import { createHash, createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from "node:crypto";
import { promisify } from "node:util";
import type { EnvelopeSettings } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { MIN_RSA_BITS } from "../../envelope-key-config.ts";
import { findSharedSecret, sharedSecret, updateSharedSecret } from "../secrets/secrets.service.ts";

/** One RSA-OAEP key pair of the envelope, named by its key id. */
export type EnvelopeKey = {
  kid: string;
  privateKey: KeyObject;
  /** SPKI DER in base64: what `GET /api/crypto/public_key` serves. */
  publicKey: string;
};

/** The app_secrets row holding the generated key pairs, newest (the served one) first. */
export const ENVELOPE_KEYS_SECRET = "envelope_rsa_keys";
type StoredKey = { pkcs8: string; createdAt: string; retiredAt: string | null };

/** Served keys are re-read this often, so a rotation by another instance is seen within a minute. */
const REFRESH_MS = 60_000;
/** An unknown key id re-reads the keys at most this often (a stream of bad ids costs no queries). */
const MISS_REFRESH_MS = 5_000;

export function envelopeKeyOf(pem: string): EnvelopeKey {
  const privateKey = createPrivateKey(pem);
  const spki = createPublicKey(privateKey).export({ type: "spki", format: "der" });
  return {
    kid: createHash("sha256").update(spki).digest("hex").slice(0, 16),
    privateKey,
    publicKey: spki.toString("base64"),
  };
}

const generateRsa = promisify(generateKeyPair);
async function newStoredKey(now: Date): Promise<StoredKey> {
  const { privateKey } = await generateRsa("rsa", {
    modulusLength: MIN_RSA_BITS,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  return { pkcs8: privateKey, createdAt: now.toISOString(), retiredAt: null };
}

/** Keys retired longer ago than the overlap window are dropped: they open nothing any more. */
function liveKeys(stored: StoredKey[], now: Date, overlapMs: number): StoredKey[] {
  return stored.filter((key) => key.retiredAt === null || now.getTime() - Date.parse(key.retiredAt) < overlapMs);
}

/**
 * Puts a new generated key pair in front; the previous one keeps opening requests for the overlap
 * window (clients that cached its public key), and keys past their window are removed.
 */
export async function rotateEnvelopeKey(db: Db, now: Date, overlapMs: number): Promise<string> {
  await loadStoredKeys(db, now);
  const fresh = await newStoredKey(now);
  const value = await updateSharedSecret(db, ENVELOPE_KEYS_SECRET, (current) => {
    const retired = (JSON.parse(current) as StoredKey[]).map((key) => ({
      ...key,
      retiredAt: key.retiredAt ?? now.toISOString(),
    }));
    return JSON.stringify([fresh, ...liveKeys(retired, now, overlapMs)]);
  });
  return envelopeKeyOf((JSON.parse(value) as StoredKey[])[0]?.pkcs8 ?? "").kid;
}

/** The stored key pairs, the first one generated on first use (only then: RSA generation takes a while). */
async function loadStoredKeys(db: Db, now: Date): Promise<StoredKey[]> {
  const existing = await findSharedSecret(db, ENVELOPE_KEYS_SECRET);
  if (existing !== undefined) return JSON.parse(existing) as StoredKey[];
  const first = JSON.stringify([await newStoredKey(now)]);
  return JSON.parse(await sharedSecret(db, ENVELOPE_KEYS_SECRET, () => first)) as StoredKey[];
}

export type EnvelopeKeyRing = {
  /** The key clients should wrap with now. */
  current(): Promise<EnvelopeKey>;
  /** The key of a client's key id, if it still opens requests. */
  find(kid: string): Promise<EnvelopeKey | undefined>;
};

type RingDeps = { db: Db; settings: EnvelopeSettings; now: () => Date };

/**
 * The keys that open requests: from configuration when given (current, then previous), else the
 * generated ones in the database, re-read now and then so every instance follows a rotation.
 * Nothing is read or generated until the envelope is first used.
 */
export function createEnvelopeKeyRing({ db, settings, now }: RingDeps): EnvelopeKeyRing {
  if (settings.configuredKeys.length > 0) {
    const keys = settings.configuredKeys.map(envelopeKeyOf);
    const current = keys[0] as EnvelopeKey;
    return {
      current: async () => current,
      find: async (kid) => keys.find((key) => key.kid === kid),
    };
  }
  let keys: EnvelopeKey[] = [];
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | undefined;
  const reload = () => {
    loading ??= loadStoredKeys(db, now())
      .then((stored) => {
        keys = liveKeys(stored, now(), settings.overlapMs).map((key) => envelopeKeyOf(key.pkcs8));
        loadedAt = now().getTime();
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
  return {
    async current() {
      if (now().getTime() - loadedAt >= REFRESH_MS) await reload();
      const first = keys[0];
      if (!first) throw new Error("no envelope key after loading");
      return first;
    },
    async find(kid) {
      if (now().getTime() - loadedAt >= REFRESH_MS) await reload();
      const known = keys.find((key) => key.kid === kid);
      if (known || now().getTime() - loadedAt < MISS_REFRESH_MS) return known;
      await reload();
      return keys.find((key) => key.kid === kid);
    },
  };
}
