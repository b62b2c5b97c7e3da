import {
  type ApiRequest,
  createOrder,
  createPayment,
  orderStatus,
  rechargePayment,
  rechargeStatus,
  renewOrder,
} from "@portico/contracts";
import { describe, expect, it, vi } from "vitest";
import { createCaller } from "../../../lib/api/call-endpoint";
import { checkPayment, type Payable, providerCheckoutUrl } from "./payment-actions";

const placedOrder = (orderNo: string) => ({
  order_no: orderNo,
  type: 2,
  renew_type: "",
  title: "t",
  total_price: 5,
  pay_price: 5,
  discount: 0,
  pay_status: 1,
  pay_type: 1,
  pay_currency: null,
  pay_time: 0,
  create_time: 0,
  close_time: 0,
  flow: 0,
  days: 7,
  package_id: null,
  date_unit: "weekly",
  deal_status: null,
  refund_status: 0,
  refunded_amount: 0,
  items: [],
});

function fakeApi(answers: Record<string, unknown>) {
  const requests: ApiRequest[] = [];
  const call = createCaller(async (request) => {
    requests.push(request);
    return { status: 200, body: { code: 1, msg: "ok", data: answers[request.path.split("?")[0] ?? ""] } };
  });
  return { call, requests };
}

const sandboxUrl = "http://shop.test/sandbox/checkout?session=abc";

describe("card and Alipay", () => {
  it("place the static order first, then start the provider's checkout for it", async () => {
    const { call, requests } = fakeApi({
      [createOrder.path]: placedOrder("R20261123000001"),
      [createPayment.path]: { url: sandboxUrl },
    });
    const placed = vi.fn();
    const payable: Payable = { kind: "static", period: "weekly", commodity: "4:2", lines: [], payPrice: 3.2 };
    expect(await providerCheckoutUrl(call, payable, 1, null, placed)).toBe(sandboxUrl);
    expect(placed).toHaveBeenCalledWith("R20261123000001");
    expect(requests.map((request) => [request.path, request.body])).toEqual([
      [createOrder.path, { type: 2, pay_type: 1, date_unit: "weekly", static_commodity: "4:2" }],
      [createPayment.path, { pay_type: 1, order_no: "R20261123000001", source: "payment" }],
    ]);
  });

  it("pay an order that exists without placing another", async () => {
    const { call, requests } = fakeApi({ [createPayment.path]: { url: sandboxUrl } });
    const placed = vi.fn();
    const payable: Payable = { kind: "static", period: "weekly", commodity: "4:2", lines: [], payPrice: 3.2 };
    await providerCheckoutUrl(call, payable, 2, "R20261123000001", placed);
    expect(placed).not.toHaveBeenCalled();
    expect(requests.map((request) => request.path)).toEqual([createPayment.path]);
  });

  it("renew through /api/order/renew", async () => {
    const { call, requests } = fakeApi({
      [renewOrder.path]: placedOrder("R20261123000002"),
      [createPayment.path]: { url: sandboxUrl },
    });
    const payable: Payable = { kind: "renewal", period: "monthly", ipIds: [7, 9], payPrice: 10 };
    await providerCheckoutUrl(call, payable, 1, null, () => {});
    expect(requests[0]?.body).toEqual({ type: 2, pay_type: 1, renew_ip_ids: [7, 9], date_unit: "monthly" });
  });

  it("top up through /api/payment/recharge with the amount ×100", async () => {
    const { call, requests } = fakeApi({ [rechargePayment.path]: { url: sandboxUrl, order_no: "R20261123000003" } });
    const placed = vi.fn();
    await providerCheckoutUrl(call, { kind: "recharge", deposit: 50 }, 2, null, placed);
    expect(requests[0]?.body).toEqual({ pay_type: 2, deposit: 5000, source: "payment", currency: "usd" });
    expect(placed).toHaveBeenCalledWith("R20261123000003");
  });
});

describe("the status check", () => {
  it("asks the order status, and is paid at pay_status 2 with the order's type", async () => {
    const { call, requests } = fakeApi({ [orderStatus.path]: { pay_status: 2, type: 2 } });
    expect(await checkPayment(call, "R20261123000001", false, 1)).toEqual({ paid: true, type: 2 });
    expect(requests[0]?.path).toBe(`${orderStatus.path}?orderNo=R20261123000001`);
  });

  it("asks the recharge status for a top-up", async () => {
    const { call, requests } = fakeApi({ [rechargeStatus.path]: { pay_status: 1 } });
    expect(await checkPayment(call, "R20261123000003", true, 2)).toEqual({ paid: false, final: false });
    expect(requests[0]?.path).toBe(`${rechargeStatus.path}?orderNo=R20261123000003`);
  });

  it("stops at cancelled or failed", async () => {
    for (const payStatus of [3, 4]) {
      const { call } = fakeApi({ [orderStatus.path]: { pay_status: payStatus, type: 1 } });
      expect(await checkPayment(call, "R20261123000001", false, 1)).toEqual({ paid: false, final: true });
    }
  });
});
