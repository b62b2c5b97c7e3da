import { describe, expect, it } from "vitest";
import { md5Hex } from "./md5.ts";

describe("md5Hex", () => {
  it.each([
    ["", "d41d8cd98f00b204e9800998ecf8427e"],
    ["a", "0cc175b9c0f1b6a831c399e269772661"],
    ["abc", "900150983cd24fb0d6963f7d28e17f72"],
    ["message digest", "f96b697d7cb7938d525a2f31aaf161d0"],
    [
      "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
      "57edf4a22be3c955ac49da2e2107b67a",
    ],
  ])("matches the RFC 1321 test vector for %j", (input, digest) => {
    expect(md5Hex(input)).toBe(digest);
  });

  it.each([
    ["密码Passw0rd", "c582911155996ec2f2f3b9d6c6d1bccd"],
    ["é".repeat(27), "e28696afa26a51e0ca39fa166b80fde8"],
    ["x".repeat(55), "04364420e25c512fd958a70738aa8f72"],
    ["x".repeat(56), "668a72d5ba17f08e62dabcafad6db14b"],
    ["x".repeat(64), "c1bb4f81d892b2d57947682aeb252456"],
    ["😀 emoji", "937948e47e1dfa66901634dea84a7092"],
  ])("matches node:crypto's digest of %j (UTF-8, block edges, astral characters)", (input, digest) => {
    expect(md5Hex(input)).toBe(digest);
  });
});
