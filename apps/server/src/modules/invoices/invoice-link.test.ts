import { describe, expect, it } from "vitest";
import { signInvoiceLink, verifyInvoiceLink } from "./invoice-link.ts";

const secret = "a-test-secret-of-at-least-32-bytes-long";
const now = new Date("2025-03-14T09:30:00Z");
const inTenMinutes = new Date(now.getTime() + 10 * 60_000);
const link = {
  orderNo: "S20250314093012345678",
  userId: "0b6f3c1e-4a7d-4a39-9a51-3f1c2d7e8a90",
  kind: "order" as const,
  expiresAt: inTenMinutes,
};

/** The token with one character of its payload or its signature changed. */
function tampered(token: string, part: 0 | 1, index: number): string {
  const parts = token.split(".") as [string, string];
  const text = parts[part];
  const at = index < 0 ? text.length + index : index;
  const swapped = text[at] === "A" ? "B" : "A";
  parts[part] = text.slice(0, at) + swapped + text.slice(at + 1);
  return parts.join(".");
}

describe("invoice links", () => {
  it("give back the order, its owner and the kind until they expire", () => {
    const token = signInvoiceLink(link, secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyInvoiceLink(token, secret, now)).toEqual({
      orderNo: link.orderNo,
      userId: link.userId,
      kind: "order",
    });
    const recharge = signInvoiceLink({ ...link, orderNo: "D20250314000001", kind: "recharge" }, secret);
    expect(verifyInvoiceLink(recharge, secret, now)).toEqual({
      orderNo: "D20250314000001",
      userId: link.userId,
      kind: "recharge",
    });
  });

  it("are expired from their expiry on, and not a moment before", () => {
    const token = signInvoiceLink(link, secret);
    expect(verifyInvoiceLink(token, secret, new Date(inTenMinutes.getTime() - 1000))).toHaveProperty("orderNo");
    expect(verifyInvoiceLink(token, secret, inTenMinutes)).toEqual({ error: "expired" });
    expect(verifyInvoiceLink(token, secret, new Date(inTenMinutes.getTime() + 86_400_000))).toEqual({
      error: "expired",
    });
  });

  it("are invalid when any character of the payload changes", () => {
    const token = signInvoiceLink(link, secret);
    const payloadLength = token.indexOf(".");
    for (let index = 0; index < payloadLength; index++) {
      expect(verifyInvoiceLink(tampered(token, 0, index), secret, now)).toEqual({ error: "invalid" });
    }
  });

  it("are invalid when the payload is re-signed for another user, order or expiry without the secret", () => {
    const token = signInvoiceLink(link, secret);
    const signature = token.split(".")[1];
    for (const changed of [
      { ...link, userId: "5d1f8a2b-0c3e-4f6a-8b9c-1d2e3f4a5b6c" },
      { ...link, orderNo: "S20250314093012345679" },
      { ...link, kind: "recharge" as const },
      { ...link, expiresAt: new Date(inTenMinutes.getTime() + 365 * 86_400_000) },
    ]) {
      const payload = signInvoiceLink(changed, "an-attacker-secret-of-32-bytes-or-more").split(".")[0];
      expect(verifyInvoiceLink(`${payload}.${signature}`, secret, now)).toEqual({ error: "invalid" });
    }
  });

  it("are invalid when any character of the signature changes, the last one included", () => {
    const token = signInvoiceLink(link, secret);
    for (let index = 0; index < 43; index++) {
      expect(verifyInvoiceLink(tampered(token, 1, index), secret, now)).toEqual({ error: "invalid" });
    }
  });

  it("are invalid under another secret", () => {
    const token = signInvoiceLink(link, secret);
    expect(verifyInvoiceLink(token, "another-secret-of-at-least-32-bytes-long", now)).toEqual({ error: "invalid" });
  });

  it("are invalid when malformed", () => {
    const token = signInvoiceLink(link, secret);
    const [payload, signature] = token.split(".") as [string, string];
    for (const malformed of [
      "",
      ".",
      payload,
      `${payload}.`,
      `.${signature}`,
      `${token}.${signature}`,
      `${payload}.${signature}=`,
      `${payload} .${signature}`,
      `${payload}.${signature.slice(0, -1)}`,
    ]) {
      expect(verifyInvoiceLink(malformed, secret, now)).toEqual({ error: "invalid" });
    }
  });

  it("refuse a secret too short to sign with, and a link without an order, a user or an expiry", () => {
    expect(() => signInvoiceLink(link, "short")).toThrow(/at least 32 bytes/);
    expect(() => signInvoiceLink({ ...link, orderNo: "" }, secret)).toThrow();
    expect(() => signInvoiceLink({ ...link, userId: "" }, secret)).toThrow();
    expect(() => signInvoiceLink({ ...link, expiresAt: new Date(Number.NaN) }, secret)).toThrow();
  });
});
