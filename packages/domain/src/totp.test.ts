import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode, totpStep } from "./totp.ts";

const hmac = (key: Uint8Array, message: Uint8Array) => createHmac("sha1", key).update(message).digest();
/** RFC 6238 appendix B's SHA-1 seed. */
const seed = new TextEncoder().encode("12345678901234567890");

describe("TOTP", () => {
  it("gives RFC 6238's SHA-1 test vectors (8 digits), and their last six digits as 6-digit codes", () => {
    const vectors: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [time, code] of vectors) {
      expect(totpCode(seed, totpStep(time), hmac, 8), String(time)).toBe(code);
      expect(totpCode(seed, totpStep(time), hmac), String(time)).toBe(code.slice(2));
    }
  });

  it("accepts the current step and one either side, nothing further", () => {
    const now = 1234567890;
    const step = totpStep(now);
    for (const offset of [-1, 0, 1])
      expect(matchTotp(seed, totpCode(seed, step + offset, hmac), now, null, hmac)).toBe(step + offset);
    for (const offset of [-2, 2])
      expect(matchTotp(seed, totpCode(seed, step + offset, hmac), now, null, hmac)).toBe(null);
  });

  it("never accepts a step at or before the last one used (no replay inside the window)", () => {
    const now = 1111111111;
    const step = totpStep(now);
    const code = totpCode(seed, step, hmac);
    expect(matchTotp(seed, code, now, step - 1, hmac)).toBe(step);
    expect(matchTotp(seed, code, now, step, hmac)).toBe(null);
    expect(matchTotp(seed, totpCode(seed, step - 1, hmac), now, step, hmac)).toBe(null);
    expect(matchTotp(seed, totpCode(seed, step + 1, hmac), now, step, hmac)).toBe(step + 1);
  });

  it("writes and reads base32 as authenticator apps do (RFC 4648 vectors, no padding)", () => {
    const text = new TextEncoder();
    expect(base32Encode(text.encode("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Encode(text.encode("f"))).toBe("MY");
    expect(base32Encode(seed)).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode("mzxw 6ytb oi======")).toEqual(text.encode("foobar"));
    expect(base32Decode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ")).toEqual(seed);
    expect(base32Decode("MZ1")).toBe(null);
  });

  it("makes the otpauth URI with the issuer, the account and the parameters", () => {
    expect(otpauthUri({ issuer: "Portico", account: "ops@example.com", secret: seed })).toBe(
      "otpauth://totp/Portico:ops%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Portico&algorithm=SHA1&digits=6&period=30",
    );
  });
});
