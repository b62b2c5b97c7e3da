import { describe, expect, it } from "vitest";
import { priceFieldsOf, pricesOf } from "./region-prices.ts";

const cents = { weekly: 160, fortnightly: 290, monthly: 500, bimonthly: 950, quarterly: 1335 };

describe("pricesOf", () => {
  it("reads an API region's five prices in dollars as cents", () => {
    const region = {
      id: 1,
      weekly_price: 1.6,
      fortnightly_price: 2.9,
      monthly_price: 5,
      bimonthly_price: 9.5,
      quarterly_price: 13.35,
    };
    expect(pricesOf(region)).toEqual(cents);
  });

  it("reads a database row's five prices in cents as they are", () => {
    const row = {
      id: 1,
      weeklyPriceCents: 160,
      fortnightlyPriceCents: 290,
      monthlyPriceCents: 500,
      bimonthlyPriceCents: 950,
      quarterlyPriceCents: 1335,
    };
    expect(pricesOf(row)).toEqual(cents);
  });

  it("rounds dollar prices to whole cents without binary drift", () => {
    const region = {
      weekly_price: 0.1 + 0.2,
      fortnightly_price: 1,
      monthly_price: 2,
      bimonthly_price: 3,
      quarterly_price: 4,
    };
    expect(pricesOf(region)).toMatchObject({ weekly: 30, monthly: 200 });
  });
});

describe("priceFieldsOf", () => {
  it("writes the API's five dollar fields, and reads back to the same cents", () => {
    const fields = priceFieldsOf(cents);
    expect(fields).toEqual({
      weekly_price: 1.6,
      fortnightly_price: 2.9,
      monthly_price: 5,
      bimonthly_price: 9.5,
      quarterly_price: 13.35,
    });
    expect(pricesOf(fields)).toEqual(cents);
  });
});
