import { cartTotalDollars } from "@portico/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The store reads `window.localStorage` when it rehydrates: give each test its own.
function memoryStorage(initial: Record<string, string>) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A fresh store module over a storage holding `text` under the `cart` key (or nothing). */
async function loadStore(text: string | null) {
  const localStorage = memoryStorage(text === null ? {} : { cart: text });
  vi.stubGlobal("window", { localStorage });
  const { useCartStore, rehydrateCart } = await import("./cart-store");
  return { store: useCartStore, localStorage, rehydrateCart };
}

/** The same, with the stored cart read. */
async function storeWith(text: string | null) {
  const loaded = await loadStore(text);
  await loaded.rehydrateCart();
  return loaded;
}

const stored = (state: unknown) => JSON.stringify({ state, version: 0 });

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

const prices = { weekly: 160, fortnightly: 290, monthly: 500, bimonthly: 950, quarterly: 1350 };
/** A line as stored (spec names) and the same line as the code sees it. */
const line = { id: 7, country_code: "USA", country_name: "United States", isp: "Comcast", stock: 10, prices, num: 2 };
const cartLine = { id: 7, countryCode: "USA", name: "United States", isp: "Comcast", stock: 10, prices, quantity: 2 };

describe("the stored cart", () => {
  it("drops a stored line that has no prices and keeps the others; the total is a number", async () => {
    const { prices: _dropped, ...withoutPrices } = line;
    const { store } = await storeWith(
      stored({ staticPackageType: "weekly", chooseRegionArr: [withoutPrices, { ...line, id: 8 }], totalInfo: {} }),
    );
    const { lines, period } = store.getState();
    expect(lines.map((kept) => kept.id)).toEqual([8]);
    expect(cartTotalDollars(lines, period)).toBe(3.2);
  });

  it("drops lines with empty or unusable prices or quantities, never producing NaN", async () => {
    const { store } = await storeWith(
      stored({
        staticPackageType: "weekly",
        chooseRegionArr: [
          { ...line, id: 1, prices: {} },
          { ...line, id: 2, prices: { ...prices, weekly: "1.60" } },
          { ...line, id: 3, num: 0 },
          { ...line, id: 4, num: 1.5 },
          { ...line, id: 5, num: "2" },
          { ...line, id: "6" },
          null,
          "USA",
          { ...line, id: 8 },
          { ...line, id: 8, num: 9 },
        ],
      }),
    );
    const { lines, period } = store.getState();
    expect(lines.map((kept) => [kept.id, kept.quantity])).toEqual([[8, 2]]);
    expect(cartTotalDollars(lines, period)).toBe(3.2);
  });

  it("reads the spec's names into the code's and writes them back with the derived total", async () => {
    const { store, localStorage } = await storeWith(
      stored({
        staticPackageType: "monthly",
        chooseRegionArr: [line],
        totalInfo: { total: 999 },
        staticCountryInfo: { country_code: "USA" },
      }),
    );
    expect(store.getState()).toMatchObject({
      period: "monthly",
      countryCode: "USA",
      lines: [cartLine],
    });
    store.getState().setQuantity(cartLine, 3);
    expect(JSON.parse(localStorage.getItem("cart") ?? "null")).toEqual({
      state: {
        staticPackageType: "monthly",
        chooseRegionArr: [{ ...line, num: 3 }],
        totalInfo: { total: 15 },
        staticCountryInfo: { country_code: "USA" },
      },
      version: 0,
    });
  });

  it.each([
    ["text that is not JSON", "{not json"],
    ["a number", "42"],
    ["null", "null"],
    ["a state that is a list", stored([line])],
  ])("starts an empty weekly cart from %s", async (_what, text) => {
    const { store } = await storeWith(text);
    expect(store.getState()).toMatchObject({ period: "weekly", lines: [], countryCode: null });
  });

  it("replaces each part of the wrong kind on its own", async () => {
    const { store } = await storeWith(
      stored({ staticPackageType: 7, chooseRegionArr: "USA", staticCountryInfo: "USA", totalInfo: "NaN" }),
    );
    expect(store.getState()).toMatchObject({ period: "monthly", lines: [], countryCode: null });
  });

  it("falls back to monthly for an unknown period and to weekly for none", async () => {
    expect((await storeWith(stored({ staticPackageType: "yearly" }))).store.getState().period).toBe("monthly");
    vi.resetModules();
    expect((await storeWith(stored({ chooseRegionArr: [line] }))).store.getState().period).toBe("weekly");
  });

  it("keeps working in memory when storage refuses to save", async () => {
    const { store, localStorage } = await storeWith(stored({ chooseRegionArr: [] }));
    localStorage.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    store.getState().setQuantity(cartLine, 1);
    expect(store.getState().lines).toEqual([{ ...cartLine, quantity: 1 }]);
  });

  it("does not let a choice made before the stored cart is read replace it, and keeps both", async () => {
    const text = stored({ staticPackageType: "weekly", chooseRegionArr: [line] });
    const { store, localStorage, rehydrateCart } = await loadStore(text);
    const other = { ...cartLine, id: 8, countryCode: "FRA", name: "France", quantity: 0 };
    store.getState().setQuantity(other, 1);
    expect(localStorage.getItem("cart")).toBe(text);
    await rehydrateCart();
    expect(store.getState().lines).toEqual([cartLine, { ...other, quantity: 1 }]);
    store.getState().setPeriod("monthly");
    expect(JSON.parse(localStorage.getItem("cart") ?? "null").state.chooseRegionArr).toHaveLength(2);
  });

  it("starts empty and saves choices when nothing is stored", async () => {
    const { store, localStorage } = await storeWith(null);
    expect(store.getState()).toMatchObject({ period: "weekly", lines: [], countryCode: null });
    store.getState().setQuantity(cartLine, 1);
    expect(JSON.parse(localStorage.getItem("cart") ?? "null").state.chooseRegionArr).toEqual([{ ...line, num: 1 }]);
  });

  it("keeps nothing in storage while nothing is chosen, so the next visit loads no reader", async () => {
    const { store, localStorage } = await storeWith(null);
    store.getState().reconcile([]);
    expect(localStorage.getItem("cart")).toBeNull();
    store.getState().setQuantity(cartLine, 1);
    store.getState().setQuantity(cartLine, 0);
    expect(localStorage.getItem("cart")).toBeNull();
    // A chosen period is a choice: it is kept.
    store.getState().setPeriod("monthly");
    expect(JSON.parse(localStorage.getItem("cart") ?? "null").state.staticPackageType).toBe("monthly");
  });
});
