import { describe, expect, it } from "vitest";
import {
  buildStaticCommodity,
  cartIpCount,
  cartTotalDollars,
  checkoutBlock,
  countryStock,
  MAX_STATIC_QUANTITY,
  parseStaticCommodity,
  reconcileCart,
} from "./static-cart.ts";

const prices = (monthly: number) => ({ weekly: 1, fortnightly: 2, monthly, bimonthly: 4, quarterly: 5 });

describe("cart total", () => {
  it("sums price per IP times quantity for the period, rounded to 2 decimals", () => {
    const lines = [
      { id: 1, quantity: 3, prices: prices(333) },
      { id: 2, quantity: 1, prices: prices(1) },
    ];
    expect(cartTotalDollars(lines, "monthly")).toBe(10);
    expect(cartTotalDollars([{ id: 1, quantity: 3, prices: prices(10) }], "monthly")).toBe(0.3);
    expect(cartTotalDollars(lines, "weekly")).toBe(0.04);
  });

  it("is 0 on the test period and for an empty cart", () => {
    expect(cartTotalDollars([{ id: 1, quantity: 4, prices: prices(800) }], "test")).toBe(0);
    expect(cartTotalDollars([], "monthly")).toBe(0);
  });

  it("counts IPs as the sum of the quantities; a line at 0 or below adds nothing", () => {
    expect(cartIpCount([{ quantity: 2 }, { quantity: 5 }])).toBe(7);
    expect(cartIpCount([{ quantity: 3 }, { quantity: 0 }, { quantity: -2 }])).toBe(3);
    expect(cartIpCount([])).toBe(0);
  });
});

describe("checkout", () => {
  it("needs at least one region", () => {
    expect(checkoutBlock([], "monthly", 0)).toEqual({ reason: "empty" });
    expect(checkoutBlock([{ quantity: 0 }], "monthly", 0)).toEqual({ reason: "empty" });
    expect(checkoutBlock([{ quantity: 1 }], "monthly", 0)).toBeNull();
  });

  it("blocks a test order above the test IPs left, naming how many remain", () => {
    expect(checkoutBlock([{ quantity: 2 }, { quantity: 2 }], "test", 3)).toEqual({
      reason: "test-limit",
      remaining: 3,
    });
    expect(checkoutBlock([{ quantity: 3 }], "test", 3)).toBeNull();
    expect(checkoutBlock([{ quantity: 30 }], "weekly", 3)).toBeNull();
  });
});

describe("static_commodity", () => {
  it("joins id:quantity pairs with | and leaves out zero quantities", () => {
    expect(
      buildStaticCommodity([
        { id: 4, quantity: 2 },
        { id: 9, quantity: 0 },
        { id: 12, quantity: 1 },
      ]),
    ).toBe("4:2|12:1");
  });

  it("round-trips through the parser", () => {
    expect(parseStaticCommodity("4:2|12:1")).toEqual({
      ok: true,
      items: [
        { id: 4, quantity: 2 },
        { id: 12, quantity: 1 },
      ],
    });
  });

  it.each([
    ["", "empty"],
    ["4", "malformed"],
    ["4:2|", "malformed"],
    ["a:2", "malformed"],
    ["0:2", "malformed"],
    ["4:0", "quantity"],
    ["4:-1", "quantity"],
    ["4:1.5", "quantity"],
    ["4:1000001", "quantity"],
    ["4:3000000000", "quantity"],
    ["4:1|4:2", "duplicate"],
  ])("rejects %j as %s", (value, problem) => {
    expect(parseStaticCommodity(value)).toMatchObject({ ok: false, problem });
  });

  it("takes up to MAX_STATIC_QUANTITY IPs a line", () => {
    expect(parseStaticCommodity(`4:${MAX_STATIC_QUANTITY}`)).toEqual({
      ok: true,
      items: [{ id: 4, quantity: MAX_STATIC_QUANTITY }],
    });
  });
});

describe("reconcileCart", () => {
  it("clamps to live stock and drops sold-out or unknown regions", () => {
    const stock = new Map([
      [1, 5],
      [2, 0],
    ]);
    const lines = [
      { id: 1, quantity: 9 },
      { id: 2, quantity: 1 },
      { id: 3, quantity: 1 },
    ];
    expect(reconcileCart(lines, (id) => stock.get(id))).toEqual([{ id: 1, quantity: 5 }]);
  });
});

describe("countryStock", () => {
  it("adds the country and its state and city regions", () => {
    const regions = [
      { country_code: "USA", stock: 10 },
      { country_code: "USA-CA", stock: 5 },
      { country_code: "USAX", stock: 100 },
      { country_code: "GBR", stock: 7 },
    ];
    expect(countryStock(regions, "usa")).toBe(15);
    expect(countryStock(regions, "KOR")).toBe(0);
  });
});
