import { type ResidentialPackage, ResidentialPlanType } from "@portico/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api/api-error";
import { loadOrderSelection } from "./load-order-selection";

const pkg: ResidentialPackage = {
  id: 3,
  display_title: "50 GB",
  sale_price: 150,
  price: 150,
  discount_ratio: 0,
  days: 30,
  flow: 50 * 1024,
  give: 0,
  popular: false,
  weight: 5,
  type: ResidentialPlanType.Traffic,
};

function catalogue() {
  let calls = 0;
  return {
    api: {
      residentialPackages: async () => {
        calls += 1;
        return [pkg];
      },
      staticRegions: async () => [],
      prepareOrder: async () => 0,
    },
    calls: () => calls,
  };
}

const select = (query: string, api = catalogue().api) => loadOrderSelection(new URLSearchParams(query), api);

describe("loadOrderSelection", () => {
  it("finds the residential package named in the query", async () => {
    expect(await select("type=1&package_id=3")).toEqual({ kind: "residential", pkg });
  });

  it("reports a missing package_id without asking the catalogue", async () => {
    const { api, calls } = catalogue();
    expect(await select("type=1", api)).toEqual({ kind: "missing-package" });
    expect(calls()).toBe(0);
  });

  it("reports a package the catalogue does not sell", async () => {
    expect(await select("type=1&package_id=99")).toEqual({ kind: "unknown-package", packageId: "99" });
  });

  it("rejects malformed ids and other product types", async () => {
    expect(await select("type=1&package_id=3abc")).toEqual({ kind: "unknown-package", packageId: "3abc" });
    expect(await select("type=3&package_id=3")).toEqual({ kind: "unknown-package", packageId: "3" });
  });
});

describe("loadOrderSelection (static, type 2)", () => {
  const usa = {
    id: 4,
    continent: "north_america" as const,
    country_code: "USA",
    country_name: "United States",
    state_code: null,
    state_name: null,
    city_code: null,
    city_name: null,
    isp: "Northwind Fiber",
    stock: 10,
    weight: 1,
    hot: false,
    weekly_price: 1.6,
    fortnightly_price: 2.9,
    monthly_price: 5,
    bimonthly_price: 9.5,
    quarterly_price: 13.5,
  };

  it("shows the regions, quantities and period with the server's price", async () => {
    const requests: unknown[] = [];
    const api = {
      residentialPackages: async () => [],
      staticRegions: async () => [usa],
      prepareOrder: async (body: unknown) => {
        requests.push(body);
        return 15;
      },
    };
    const query = new URLSearchParams({ type: "2", date_unit: "monthly", static_commodity: "4:3" });
    expect(await loadOrderSelection(query, api)).toEqual({
      kind: "static",
      period: "monthly",
      payPrice: 15,
      lines: [{ id: 4, name: "United States", isp: "Northwind Fiber", quantity: 3 }],
    });
    expect(requests).toEqual([{ type: 2, date_unit: "monthly", static_commodity: "4:3" }]);
  });

  it("passes the server's refusal on as the message to show", async () => {
    const api = {
      residentialPackages: async () => [],
      staticRegions: async () => [usa],
      prepareOrder: async () => {
        throw new ApiError("Only 10 IPs are left in United States; you asked for 11.", "business_rule", 422);
      },
    };
    const query = new URLSearchParams({ type: "2", date_unit: "monthly", static_commodity: "4:11" });
    expect(await loadOrderSelection(query, api)).toEqual({
      kind: "static-refused",
      message: "Only 10 IPs are left in United States; you asked for 11.",
    });
  });
});
