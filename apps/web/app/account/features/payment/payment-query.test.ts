import { describe, expect, it } from "vitest";
import { changePlanHref, paymentDoneHref, readPaymentRequest, readPaymentResult } from "./payment-query";

const query = (text: string) => new URLSearchParams(text);

describe("the payment query", () => {
  it("reads what to pay for", () => {
    expect(readPaymentRequest(query("type=1&package_id=3"))).toEqual({
      kind: "residential",
      packageId: "3",
      type: "1",
    });
    expect(readPaymentRequest(query("type=2&date_unit=weekly&static_commodity=4:2|5:1"))).toEqual({
      kind: "static",
      dateUnit: "weekly",
      commodity: "4:2|5:1",
    });
    expect(readPaymentRequest(query("type=2&renew_type=renew&renew_ip_ids=1,2&renew_ip_ids=2&num=2"))).toEqual({
      kind: "renewal",
      ipIds: [1, 2],
      dateUnit: "monthly",
    });
    expect(readPaymentRequest(query("type=2&renew_type=renew&renew_ip_ids=1,x"))).toMatchObject({ ipIds: [] });
    expect(readPaymentRequest(query("recharge=1&deposit=100"))).toEqual({ kind: "recharge", deposit: 100 });
    expect(readPaymentRequest(query("pay_result=1&order_no=R1234567890&type=2"))).toEqual({
      kind: "order",
      orderNo: "R1234567890",
      recharge: false,
    });
  });

  it("reads a provider's return: 1 paid, 2 cancelled, anything else none", () => {
    expect(readPaymentResult(query("pay_result=1&pay_type=1&order_no=R1234567890&type=2"))).toEqual({
      payResult: 1,
      orderNo: "R1234567890",
      type: 2,
      recharge: false,
    });
    expect(readPaymentResult(query("pay_result=2&order_no=R1234567890&type=2&recharge=1"))).toMatchObject({
      payResult: 2,
      recharge: true,
    });
    expect(readPaymentResult(query("pay_result=1&type=1"))).toMatchObject({ orderNo: null, type: 1 });
    expect(readPaymentResult(query("pay_result=3&order_no=R1234567890"))).toBeNull();
    expect(readPaymentResult(query("type=1&package_id=3"))).toBeNull();
  });

  it("leads a paid top-up to the wallet, a static order to the static orders, the rest to residential", () => {
    expect(paymentDoneHref({ orderNo: "R1", type: 2, recharge: true })).toBe("/ucenter/wallet/?orderNo=R1");
    expect(paymentDoneHref({ orderNo: "R2", type: 2, recharge: false })).toBe("/ucenter/staticisp/orders?orderNo=R2");
    expect(paymentDoneHref({ orderNo: "R3", type: 1, recharge: false })).toBe("/ucenter/residential/orders?orderNo=R3");
  });

  it("links change-plan as spec 01 §2 says", () => {
    expect(changePlanHref({ kind: "residential", packageId: 3 })).toBe("/residential?package_id=3");
    expect(changePlanHref({ kind: "renewal" })).toBe("/staticisp");
    expect(changePlanHref({ kind: "static" })).toBe("/ucenter/staticisp/ips");
    expect(changePlanHref({ kind: "recharge" })).toBe("/ucenter/wallet/");
  });
});
