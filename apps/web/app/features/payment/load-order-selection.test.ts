import {
  type ApiRequest,
  prepareOrder,
  type ResidentialPackage,
  ResidentialPlanType,
  residentialPackages,
  type StaticRegion,
  staticRegions,
} from "@portico/contracts";
import { describe, expect, it } from "vitest";
import { createCaller } from "../../lib/api/call-endpoint";
import { loadOrderSelection } from "./load-order-selection";

/** A caller over an in-memory API: each path answers with its data, or with the failure given. */
function fakeApi(answers: Record<string, unknown | { status: number; failure: { msg: string; error: string } }>) {
  const requests: ApiRequest[] = [];
  const call = createCaller(async (request) => {
    requests.push(request);
    const answer = answers[request.path.split("?")[0] ?? ""];
    if (answer && typeof answer === "object" && "failure" in answer) {
      const { status, failure } = answer as { status: number; failure: { msg: string; error: string } };
      return { status, body: { code: 0, ...failure } };
    }
    return { status: 200, body: { code: 1, msg: "ok", data: answer } };
  });
  return { call, requests };
}

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

const catalogue = () => fakeApi({ [residentialPackages.path]: { "1": [pkg] } });

const select = (query: string, call = catalogue().call) => loadOrderSelection(new URLSearchParams(query), call);

describe("loadOrderSelection", () => {
  it("finds the residential package named in the query", async () => {
    expect(await select("type=1&package_id=3")).toEqual({ kind: "residential", pkg });
  });

  it("reports a missing package_id without asking the catalogue", async () => {
    const { call, requests } = catalogue();
    expect(await select("type=1", call)).toEqual({ kind: "missing-package" });
    expect(requests).toEqual([]);
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
  const usa: StaticRegion = {
    id: 4,
    continent: "north_america",
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
    const { call, requests } = fakeApi({
      [staticRegions.path]: { area: [usa] },
      [prepareOrder.path]: { pay_price: 15 },
    });
    const query = new URLSearchParams({ type: "2", date_unit: "monthly", static_commodity: "4:3" });
    expect(await loadOrderSelection(query, call)).toEqual({
      kind: "static",
      period: "monthly",
      payPrice: 15,
      lines: [{ id: 4, name: "United States", isp: "Northwind Fiber", quantity: 3 }],
    });
    expect(requests.find((request) => request.path === prepareOrder.path)?.body).toEqual({
      type: 2,
      date_unit: "monthly",
      static_commodity: "4:3",
    });
  });

  it("passes the server's refusal on as the message to show", async () => {
    const { call } = fakeApi({
      [staticRegions.path]: { area: [usa] },
      [prepareOrder.path]: {
        status: 422,
        failure: { msg: "Only 10 IPs are left in United States; you asked for 11.", error: "business_rule" },
      },
    });
    const query = new URLSearchParams({ type: "2", date_unit: "monthly", static_commodity: "4:11" });
    expect(await loadOrderSelection(query, call)).toEqual({
      kind: "static-refused",
      message: "Only 10 IPs are left in United States; you asked for 11.",
    });
  });
});
