import { constants, createCipheriv, createDecipheriv, type KeyObject, privateDecrypt, randomBytes } from "node:crypto";

/**
 * The server side of the envelope's wire format (`@portico/contracts/envelope-cipher` is the
 * WebCrypto side) with node:crypto's synchronous calls: AES-128-GCM under the 16-byte session
 * key, tokens `base64url(iv ‖ ciphertext ‖ tag)`. Every failure returns undefined.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function unwrapSessionKey(privateKey: KeyObject, wrapped: Buffer): Buffer | undefined {
  try {
    const key = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
      wrapped,
    );
    return key.length === 16 ? key : undefined;
  } catch {
    return undefined;
  }
}

export function sealText(key: Buffer, aad: string, plaintext: string | Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-128-gcm", key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

export function openText(key: Buffer, aad: string, token: string): string | undefined {
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length < IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv("aes-128-gcm", key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return undefined;
  }
}
