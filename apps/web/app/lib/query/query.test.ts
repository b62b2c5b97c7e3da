import { cancelOrder, type Endpoint, memberWallet, orderHistory, residentialPackages } from "@portico/contracts";
import { environmentManager, MutationObserver, QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/api-error";
import { endpointMutation } from "./endpoint-mutation";
import { endpointKey, endpointQuery } from "./endpoint-query";
import { getQueryClient, makeQueryClient, readAhead, retryOnce } from "./query-client";

// The browser caller, answered in memory: what the helpers ask for and when is under test.
const api = vi.hoisted(() => ({
  calls: [] as { operationId: string; input: unknown }[],
  answer: (_operationId: string, _input: unknown): unknown => ({}),
  /** The last answer given per operationId. */
  last: new Map<string, unknown>(),
}));
vi.mock("../api/browser-call", () => ({
  browserCall: async (endpoint: Endpoint, ...args: unknown[]) => {
    api.calls.push({ operationId: endpoint.operationId, input: args[0] });
    return api.answer(endpoint.operationId, args[0]);
  },
}));

const callsOf = (operationId: string) => api.calls.filter((call) => call.operationId === operationId);

beforeEach(() => {
  api.calls.length = 0;
  let reads = 0;
  api.answer = (operationId) => {
    const answer = { operationId, read: ++reads };
    api.last.set(operationId, answer);
    return answer;
  };
});

describe("endpointQuery", () => {
  it("keys the query by operationId and input, so one cache entry serves every asker", async () => {
    const options = endpointQuery(residentialPackages, { type: 1 });
    expect(options.queryKey).toEqual(["residentialPackages", { type: 1 }]);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    await client.fetchQuery(options);
    await client.fetchQuery(endpointQuery(residentialPackages, { type: 1 }));
    expect(api.calls).toEqual([{ operationId: "residentialPackages", input: { type: 1 } }]);
  });

  it("keys a call without input by its operationId and null, and inputs whatever their fields' order", async () => {
    expect(endpointKey(memberWallet)).toEqual(["memberWallet", null]);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    await client.fetchQuery(endpointQuery(orderHistory, { type: 2, page: 1, limit: 10 }));
    await client.fetchQuery(endpointQuery(orderHistory, { limit: 10, page: 1, type: 2 }));
    await client.fetchQuery(endpointQuery(orderHistory, { type: 2, page: 2, limit: 10 }));
    expect(callsOf("orderHistory").map((call) => call.input)).toEqual([
      { type: 2, page: 1, limit: 10 },
      { type: 2, page: 2, limit: 10 },
    ]);
  });
});

describe("endpointMutation", () => {
  /** A client holding two pages of the order list and the wallet, the first page on screen. */
  async function clientWithAnswers() {
    const client = makeQueryClient();
    const page1 = endpointQuery(orderHistory, { type: 2, page: 1, limit: 10 });
    const page2 = endpointQuery(orderHistory, { type: 2, page: 2, limit: 10 });
    await Promise.all([
      client.fetchQuery(page1),
      client.fetchQuery(page2),
      client.fetchQuery(endpointQuery(memberWallet)),
    ]);
    const onScreen = new QueryObserver(client, page1);
    const unsubscribe = onScreen.subscribe(() => {});
    api.calls.length = 0;
    const state = (options: { queryKey: readonly unknown[] }) => client.getQueryState(options.queryKey);
    return { client, page1, page2, onScreen, unsubscribe, state };
  }

  it("calls the endpoint with the input, then invalidates every answer of what it changes and re-reads the one on screen before it resolves", async () => {
    const { client, page1, page2, onScreen, unsubscribe, state } = await clientWithAnswers();
    const cancel = new MutationObserver(client, endpointMutation(client, cancelOrder, { invalidates: [orderHistory] }));

    await cancel.mutate({ type: 2, order_no: "S1" });

    expect(api.calls[0]).toEqual({ operationId: "cancelOrder", input: { type: 2, order_no: "S1" } });
    // The page on screen was read again before the mutation settled; the other page is marked
    // stale, to be read when it is shown; the wallet, which a cancel does not change, is left alone.
    const cancelAt = api.calls.findIndex((call) => call.operationId === "cancelOrder");
    const reread = api.calls.slice(cancelAt).filter((call) => call.operationId === "orderHistory");
    expect(reread.map((call) => call.input)).toEqual([{ type: 2, page: 1, limit: 10 }]);
    expect(onScreen.getCurrentResult().data).toEqual(api.last.get("orderHistory"));
    expect(state(page1)?.isInvalidated).toBe(false);
    expect(state(page2)?.isInvalidated).toBe(true);
    expect(state(endpointQuery(memberWallet))?.isInvalidated).toBe(false);
    unsubscribe();
  });

  it("invalidates what it changes when the call is refused too: the screen was out of date", async () => {
    const { client, page2, unsubscribe, state } = await clientWithAnswers();
    api.answer = (operationId) => {
      if (operationId === "cancelOrder") throw new ApiError("The order has been paid", "order_paid", 409);
      return { operationId };
    };
    const cancel = new MutationObserver(
      client,
      endpointMutation(client, cancelOrder, { invalidates: [orderHistory, memberWallet] }),
    );

    await expect(cancel.mutate({ type: 2, order_no: "S1" })).rejects.toMatchObject({ code: "order_paid" });
    expect(callsOf("cancelOrder")).toHaveLength(1); // a change is never retried
    expect(callsOf("orderHistory")).toHaveLength(1);
    expect(state(page2)?.isInvalidated).toBe(true);
    expect(state(endpointQuery(memberWallet))?.isInvalidated).toBe(true);
    unsubscribe();
  });

  it("calls an endpoint without input with no argument", async () => {
    const client = makeQueryClient();
    await new MutationObserver(client, endpointMutation(client, memberWallet)).mutate();
    expect(api.calls).toEqual([{ operationId: "memberWallet", input: undefined }]);
  });
});

describe("getQueryClient", () => {
  const storage = new Map<string, string>();
  beforeEach(() => {
    storage.clear();
    vi.stubGlobal("window", {
      localStorage: { getItem: (key: string) => storage.get(key) ?? null },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    environmentManager.setIsServer(() => typeof window === "undefined");
  });

  it("makes a client per call on the server: one per request", () => {
    environmentManager.setIsServer(() => true);
    expect(getQueryClient()).not.toBe(getQueryClient());
  });

  it("keeps one client per session in the browser, and starts afresh when another token is stored", async () => {
    environmentManager.setIsServer(() => false);
    storage.set("token", "first");
    const first = getQueryClient();
    expect(getQueryClient()).toBe(first);
    await first.fetchQuery(endpointQuery(memberWallet));

    storage.set("token", "second");
    const second = getQueryClient();
    expect(second).not.toBe(first);
    expect(second.getQueryData(endpointKey(memberWallet))).toBeUndefined();
    expect(first.getQueryData(endpointKey(memberWallet))).toBeUndefined(); // cleared
    expect(getQueryClient()).toBe(second);
  });
});

describe("retryOnce", () => {
  it("reads again once after a network failure or a 5xx, never after a refusal", () => {
    expect(retryOnce(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(retryOnce(0, new ApiError(null, "internal_error", 502))).toBe(true);
    expect(retryOnce(1, new ApiError(null, "internal_error", 502))).toBe(false);
    expect(retryOnce(0, new ApiError("Please log in", "unauthorized", 401))).toBe(false);
    expect(retryOnce(0, new ApiError("Too many requests", "rate_limited", 429))).toBe(false);
  });
});

describe("readAhead", () => {
  it("reads once: a screen mounting right after does not read again, one mounting later or after an invalidation does", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const client = makeQueryClient();
      vi.spyOn(environmentManager, "isServer").mockReturnValue(false);
      const read = () => client.prefetchQuery(endpointQuery(memberWallet));
      await read();
      const mount = async () => {
        const observer = new QueryObserver(client, endpointQuery(memberWallet));
        const unsubscribe = observer.subscribe(() => undefined);
        await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe("idle"));
        unsubscribe();
      };
      await mount();
      expect(callsOf("memberWallet")).toHaveLength(1);
      vi.setSystemTime(Date.now() + 1_000);
      await mount();
      expect(callsOf("memberWallet")).toHaveLength(2);
      await client.invalidateQueries({ queryKey: ["memberWallet"], refetchType: "none" });
      await mount();
      expect(callsOf("memberWallet")).toHaveLength(3);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  it("starts each endpoint's read on the session's client", async () => {
    vi.spyOn(environmentManager, "isServer").mockReturnValue(false);
    try {
      readAhead(memberWallet);
      await vi.waitFor(() => expect(getQueryClient().getQueryData(endpointKey(memberWallet))).toBeDefined());
      expect(callsOf("memberWallet")).toHaveLength(1);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
