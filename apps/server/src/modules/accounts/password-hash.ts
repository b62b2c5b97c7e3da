import { hash, verify } from "@node-rs/argon2";

/** argon2id at OWASP's minimum (19 MiB, t=2, p=1), over the MD5 digest the client sends. */
export const ARGON2_PARAMS = {
  // Algorithm.Argon2id (2): the package's const enum cannot be imported under verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(digest: string): Promise<string> {
  return hash(digest, ARGON2_PARAMS);
}

export async function verifyPassword(stored: string, digest: string): Promise<boolean> {
  try {
    return await verify(stored, digest);
  } catch {
    return false;
  }
}

/** Verified against when the email is unknown, so both answers take the same time. */
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(digest: string): Promise<void> {
  decoy ??= hashPassword("0".repeat(32));
  await verifyPassword(await decoy, digest);
}
