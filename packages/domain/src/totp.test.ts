import { describe, expect, it } from "vitest";
import { hmacSha1Pure, sha1 } from "./sha1.ts";
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode, totpStep } from "./totp.ts";

const hmac = hmacSha1Pure;
const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const hex = (data: Uint8Array) => [...data].map((byte) => byte.toString(16).padStart(2, "0")).join("");
/** RFC 6238 appendix B's SHA-1 seed. */
const seed = bytes("12345678901234567890");

describe("SHA-1 and HMAC-SHA-1", () => {
  it("give FIPS 180's and RFC 2202's test vectors", () => {
    expect(hex(sha1(bytes("abc")))).toBe("a9993e364706816aba3e25717850c26c9cd0d89d");
    expect(hex(sha1(bytes("")))).toBe("da39a3ee5e6b4b0d3255bfef95601890afd80709");
    expect(hex(sha1(bytes("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")))).toBe(
      "84983e441c3bd26ebaae4aa1f95129e5e54670f1",
    );
    expect(hex(hmacSha1Pure(new Uint8Array(20).fill(0x0b), bytes("Hi There")))).toBe(
      "b617318655057264e28bc0b6fb378c8ef146be00",
    );
    expect(hex(hmacSha1Pure(bytes("Jefe"), bytes("what do ya want for nothing?")))).toBe(
      "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79",
    );
    expect(
      hex(hmacSha1Pure(new Uint8Array(80).fill(0xaa), bytes("Test Using Larger Than Block-Size Key - Hash Key First"))),
    ).toBe("aa4ae5e15272d00e95705637ce8a3b55ed402112");
  });
});

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
    expect(base32Encode(bytes("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Encode(bytes("f"))).toBe("MY");
    expect(base32Encode(seed)).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode("mzxw 6ytb oi======")).toEqual(bytes("foobar"));
    expect(base32Decode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ")).toEqual(seed);
    expect(base32Decode("MZ1")).toBe(null);
  });

  it("makes the otpauth URI with the issuer, the account and the parameters", () => {
    expect(otpauthUri({ issuer: "Portico", account: "ops@example.com", secret: seed })).toBe(
      "otpauth://totp/Portico:ops%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Portico&algorithm=SHA1&digits=6&period=30",
    );
  });
});
