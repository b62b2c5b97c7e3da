import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StorageKey } from "../storage-keys";
import { openPaymentQuery, sealCurrentPaymentAddress, sealPaymentPath } from "./payment-data";

/** A browser's local storage and document, as far as the sealing reads them. */
function browserWith(envelope: string | undefined, address = "/payment") {
  const stored = new Map<string, string>();
  const url = new URL(address, "https://portico.test");
  vi.stubGlobal("window", {
    location: url,
    history: {
      state: null,
      replaceState: (_state: unknown, _title: string, to: string) => (url.href = new URL(to, url).href),
    },
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    },
  });
  vi.stubGlobal("document", { documentElement: { dataset: envelope ? { apiEnvelope: envelope } : {} } });
  return stored;
}

describe("the payment view's data parameter", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("seals the query into data with a new session key, and only that key opens it", async () => {
    const stored = browserWith("require");
    const sealed = await sealPaymentPath("/payment?type=2&renew_type=renew&renew_ip_ids=3,4&num=2");
    expect(sealed).toMatch(/^\/payment\?data=[A-Za-z0-9_-]+$/);
    expect(stored.get(StorageKey.sessionKey)).toMatch(/^[0-9a-f]{32}$/);
    const opened = await openPaymentQuery(new URL(sealed, "https://portico.test").searchParams);
    expect(Object.fromEntries(opened)).toEqual({ type: "2", renew_type: "renew", renew_ip_ids: "3,4", num: "2" });
    // A 401 removed the key: a new one is made, and the old link reads as an empty query.
    stored.delete(StorageKey.sessionKey);
    const other = await openPaymentQuery(new URL(sealed, "https://portico.test").searchParams);
    expect([...other]).toEqual([]);
  });

  it("leaves the address plain when the envelope is off, and reads a plain query as it is", async () => {
    browserWith(undefined);
    expect(await sealPaymentPath("/payment?type=1&package_id=3")).toBe("/payment?type=1&package_id=3");
    const plain = new URLSearchParams("pay_result=1&order_no=R1");
    expect(await openPaymentQuery(plain)).toBe(plain);
  });

  it("turns a plain payment address into the sealed one in place, and leaves a sealed one alone", async () => {
    browserWith("require", "/payment?recharge=1&deposit=25");
    await sealCurrentPaymentAddress();
    const sealed = `${window.location.pathname}${window.location.search}`;
    expect(sealed).toMatch(/^\/payment\?data=[\w-]+$/);
    const opened = await openPaymentQuery(new URLSearchParams(window.location.search));
    expect(Object.fromEntries(opened)).toEqual({ recharge: "1", deposit: "25" });
    await sealCurrentPaymentAddress();
    expect(`${window.location.pathname}${window.location.search}`).toBe(sealed);
  });

  it("seals only the payment view's own address", async () => {
    browserWith("accept");
    expect(await sealPaymentPath("/login?redirect=%2Fpayment")).toBe("/login?redirect=%2Fpayment");
  });
});
