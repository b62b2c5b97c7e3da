import {
  type ApiRequest,
  type OrderInfo,
  orderInfo,
  prepareOrder,
  prepareRenewOrder,
  type ResidentialPackage,
  ResidentialPlanType,
  residentialPackages,
  type StaticRegion,
  staticRegions,
} from "@portico/contracts";
import { describe, expect, it } from "vitest";
import { createCaller } from "../../../lib/api/call-endpoint";
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

const catalogue = () =>
  fakeApi({ [residentialPackages.path]: { "1": [pkg] }, [prepareOrder.path]: { pay_price: 150 } });

const select = (query: string, call = catalogue().call) => loadOrderSelection(new URLSearchParams(query), call);

describe("loadOrderSelection", () => {
  it("finds the residential package named in the query and asks the server for its price", async () => {
    const { call, requests } = catalogue();
    expect(await select("type=1&package_id=3", call)).toEqual({ kind: "residential", pkg, payPrice: 150 });
    expect(requests.find((request) => request.path === prepareOrder.path)?.body).toEqual({ type: 1, package_id: 3 });
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
      commodity: "4:3",
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

describe("loadOrderSelection (orders, renewals, top-ups)", () => {
  const order: OrderInfo = {
    order_no: "R20261123ABCDEF",
    type: 2,
    renew_type: "",
    title: "Static ISP · 3 IPs · Monthly",
    total_price: 15,
    pay_price: 15,
    discount: 0,
    pay_status: 1,
    pay_type: 1,
    pay_currency: "usd",
    pay_time: 0,
    create_time: 1_800_000_000,
    close_time: 1_800_001_800,
    flow: 0,
    days: 30,
    package_id: null,
    date_unit: "monthly",
    deal_status: null,
    refund_status: 0,
    refunded_amount: 0,
    items: [{ pak_flow_num: 0, pak_days: 30, quantity: 3, region: "United States", unit_price: 5 }],
  };

  it("reads the order named by order_no, whatever else the query says", async () => {
    const { call, requests } = fakeApi({ [orderInfo.path]: order });
    const query = new URLSearchParams({ pay_result: "2", order_no: order.order_no, type: "2", package_id: "3" });
    expect(await loadOrderSelection(query, call)).toEqual({ kind: "order", order, recharge: false });
    expect(requests).toEqual([{ method: "GET", path: `${orderInfo.path}?order_no=${order.order_no}` }]);
  });

  it("marks an order of a top-up", async () => {
    const { call } = fakeApi({ [orderInfo.path]: order });
    const query = new URLSearchParams({ order_no: order.order_no, recharge: "1" });
    expect(await loadOrderSelection(query, call)).toMatchObject({ kind: "order", recharge: true });
  });

  it("reports an order the server does not know with its message (missingOrderInfo)", async () => {
    const { call } = fakeApi({
      [orderInfo.path]: { status: 404, failure: { msg: "Order not found", error: "order_not_found" } },
    });
    const query = new URLSearchParams({ order_no: "R20261123NOPE00" });
    expect(await loadOrderSelection(query, call)).toEqual({ kind: "missing-order", message: "Order not found" });
  });

  it("takes a top-up of whole dollars without asking the server", async () => {
    const { call, requests } = fakeApi({});
    expect(await loadOrderSelection(new URLSearchParams("recharge=1&deposit=50"), call)).toEqual({
      kind: "recharge",
      deposit: 50,
    });
    for (const deposit of ["0", "12.5", "-3", "", "ten"]) {
      expect(await loadOrderSelection(new URLSearchParams({ recharge: "1", deposit }), call)).toEqual({
        kind: "invalid-deposit",
      });
    }
    expect(requests).toEqual([]);
  });

  it("prices a renewal through prepare_renew", async () => {
    const { call, requests } = fakeApi({ [prepareRenewOrder.path]: { pay_price: 10 } });
    const query = new URLSearchParams("type=2&renew_type=renew&renew_ip_ids=7,9&num=2&date_unit=monthly");
    expect(await loadOrderSelection(query, call)).toEqual({
      kind: "renewal",
      period: "monthly",
      ipIds: [7, 9],
      payPrice: 10,
    });
    expect(requests[0]?.body).toEqual({ type: 2, renew_ip_ids: [7, 9], date_unit: "monthly" });
  });

  it("refuses a renewal without IPs, and passes the server's refusal on", async () => {
    const empty = fakeApi({});
    expect(await loadOrderSelection(new URLSearchParams("type=2&renew_type=renew"), empty.call)).toEqual({
      kind: "renewal-refused",
      message: null,
    });
    expect(empty.requests).toEqual([]);
    const { call } = fakeApi({
      [prepareRenewOrder.path]: { status: 422, failure: { msg: "IP 7 cannot be renewed", error: "ip_not_renewable" } },
    });
    const query = new URLSearchParams("type=2&renew_type=renew&renew_ip_ids=7&date_unit=weekly");
    expect(await loadOrderSelection(query, call)).toEqual({
      kind: "renewal-refused",
      message: "IP 7 cannot be renewed",
    });
  });
});
