import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import type { HmacSha1 } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { sharedSecret } from "../secrets/secrets.service.ts";

/** node:crypto's HMAC-SHA-1, for the domain's TOTP. */
export const hmacSha1: HmacSha1 = (key, message) => createHmac("sha1", key).update(message).digest();

/** 160 bits, RFC 4226's recommended secret length (32 base32 characters). */
export const newTotpSecret = (): Uint8Array => randomBytes(20);

const VERSION = "v1";

/**
 * Seals and opens TOTP secrets with AES-256-GCM (random 96-bit IV, 128-bit tag): `v1.iv.tag.data`,
 * base64url. The staff id is the additional data, so a sealed secret copied to another member's
 * row does not open there.
 */
export type TotpSealer = {
  seal(secret: Uint8Array, staffId: string): string;
  open(sealed: string, staffId: string): Uint8Array;
};

export function totpSealer(key: Buffer): TotpSealer {
  if (key.length !== 32) throw new Error("the console secret key must be 32 bytes");
  return {
    seal(secret, staffId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(staffId));
      const data = Buffer.concat([cipher.update(secret), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed, staffId) {
      const [version, iv = "", tag = "", data = ""] = sealed.split(".");
      if (version !== VERSION) throw new Error(`unknown sealed secret version ${version}`);
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(staffId));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return new Uint8Array(Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]));
    },
  };
}

/**
 * The sealing key: CONSOLE_SECRET_KEY when configured (then a stolen database dump does not
 * yield the secrets), else one generated once into app_secrets and shared by every instance.
 */
export async function consoleSecretKey(db: Db, configured: Buffer | undefined): Promise<Buffer> {
  if (configured) return configured;
  return Buffer.from(await sharedSecret(db, "console_totp_key"), "base64url");
}
