import { ResidentialPlanType } from "@portico/contracts";
import { describe, expect, it } from "vitest";
import { fitsBalance } from "./fits-balance";
import type { Payable } from "./payment-actions";
import { methodsFor } from "./payment-methods";

const pkg = {
  id: 3,
  display_title: "50 GB",
  sale_price: 150,
  price: 150,
  discount_ratio: 0,
  days: 30,
  flow: 51200,
  give: 0,
  popular: false,
  weight: 5,
  type: ResidentialPlanType.Traffic,
};

describe("payment methods", () => {
  it("offer card, Alipay and balance for something to pay", () => {
    expect(methodsFor({ kind: "residential", pkg, payPrice: 150 })).toEqual(["card", "alipay", "balance"]);
  });

  it("offer only the free option at a price of 0", () => {
    const free: Payable = { kind: "static", period: "test", commodity: "4:1", lines: [], payPrice: 0 };
    expect(methodsFor(free)).toEqual(["free"]);
  });

  it("offer only card and Alipay for a top-up, new or placed", () => {
    expect(methodsFor({ kind: "recharge", deposit: 50 })).toEqual(["card", "alipay"]);
    const placed = { kind: "order", recharge: true, order: { pay_price: 50 } } as Payable;
    expect(methodsFor(placed)).toEqual(["card", "alipay"]);
  });
});

describe("the balance checkout's pay button", () => {
  it("allows a total up to balance plus credit, to the cent", () => {
    expect(fitsBalance({ total: 50, balance: 50, credit: 0 })).toBe(true);
    expect(fitsBalance({ total: 50.01, balance: 50, credit: 0 })).toBe(false);
    expect(fitsBalance({ total: 0.3, balance: 0.1, credit: 0.2 })).toBe(true);
    expect(fitsBalance({ total: 120, balance: 50, credit: 70 })).toBe(true);
  });

  it("does not count credit already drawn twice: a negative balance is part of the used credit", () => {
    // Line 100, 30 drawn: the server lets 70 more be spent.
    expect(fitsBalance({ total: 70, balance: -30, credit: 70 })).toBe(true);
    expect(fitsBalance({ total: 70.01, balance: -30, credit: 70 })).toBe(false);
  });
});
