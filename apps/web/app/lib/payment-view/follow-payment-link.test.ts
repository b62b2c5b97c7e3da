import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followPaymentLink } from "./follow-payment-link";
import { onOpenPaymentView } from "./open-payment-view";
import { openPaymentQuery } from "./payment-data";

const PLAN = "/payment?type=1&package_id=3";

/** A page with the envelope in `mode` (undefined: off), its local storage and its events. */
function browserWith(mode: string | undefined) {
  const stored = new Map<string, string>();
  const events = new EventTarget();
  vi.stubGlobal("window", {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    },
  });
  vi.stubGlobal("document", { documentElement: { dataset: mode ? { apiEnvelope: mode } : {} } });
}

/** The payment view's query a followed address carries, opened with this browser's key. */
async function queryOf(path: string): Promise<Record<string, string>> {
  return Object.fromEntries(await openPaymentQuery(new URL(path, "https://portico.test").searchParams));
}

describe("following a buy click", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("sends a visitor to login with only the sealed address as the redirect when the envelope is on", async () => {
    browserWith("require");
    const navigate = vi.fn();
    await followPaymentLink(PLAN, false, navigate);
    const login = new URL(navigate.mock.calls[0]?.[0], "https://portico.test");
    expect(login.pathname).toBe("/login");
    expect([...login.searchParams.keys()]).toEqual(["redirect"]);
    const redirect = login.searchParams.get("redirect") ?? "";
    expect(redirect).toMatch(/^\/payment\?data=[\w-]+$/);
    expect(await queryOf(redirect)).toEqual({ type: "1", package_id: "3" });
  });

  it("gives the overlay the sealed address, or navigates to it when the page has none", async () => {
    browserWith("accept");
    const navigate = vi.fn();
    await followPaymentLink(PLAN, true, navigate);
    expect(navigate.mock.calls[0]?.[0]).toMatch(/^\/payment\?data=[\w-]+$/);
    const opened: string[] = [];
    const stop = onOpenPaymentView((path) => opened.push(path));
    await followPaymentLink(PLAN, true, navigate);
    stop();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(opened[0]).toMatch(/^\/payment\?data=[\w-]+$/);
    expect(await queryOf(opened[0] ?? "")).toEqual({ type: "1", package_id: "3" });
  });

  it("follows the plain address when the envelope is off", async () => {
    browserWith(undefined);
    const navigate = vi.fn();
    await followPaymentLink(PLAN, false, navigate);
    await followPaymentLink(PLAN, true, navigate);
    expect(navigate.mock.calls).toEqual([[`/login?redirect=${encodeURIComponent(PLAN)}`], [PLAN]]);
  });
});
