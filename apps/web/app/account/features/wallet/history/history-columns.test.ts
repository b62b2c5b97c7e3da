import { describe, expect, it } from "vitest";
import { formatPaidMoney, payTypeKey, usageAmount, usageKind } from "./history-columns";
import { historyListQuery, NO_HISTORY_FILTERS } from "./history-filters";

describe("the deposit list's cells (spec 02 §2)", () => {
  it("shows paid money with ¥ for cny and $ otherwise", () => {
    expect(formatPaidMoney(360, "cny")).toBe("¥360.00");
    expect(formatPaidMoney(360, "CNY")).toBe("¥360.00");
    expect(formatPaidMoney(1234.5, "usd")).toBe("$1,234.50");
    expect(formatPaidMoney(0, "")).toBe("$0.00");
  });

  it("names pay types 1 card, 2 Alipay, 3 balance, and no other", () => {
    expect(payTypeKey(1)).toBe("1");
    expect(payTypeKey(2)).toBe("2");
    expect(payTypeKey(3)).toBe("3");
    expect(payTypeKey(0)).toBeNull();
    expect(payTypeKey(7)).toBeNull();
  });
});

describe("the usage list's cells (spec 02 §2)", () => {
  it("is a deduction when positive and a refund when negative, shown as an absolute amount", () => {
    expect(usageKind({ deducted_amount: 30 })).toBe("deduct");
    expect(usageKind({ deducted_amount: -12.5 })).toBe("refund");
    expect(usageAmount({ deducted_amount: -12.5 })).toBe("$12.50");
    expect(usageAmount({ deducted_amount: 30 })).toBe("$30.00");
  });
});

describe("the lists' query (spec 02 §3 List query, §5)", () => {
  it("leaves empty filters out", () => {
    expect(historyListQuery(NO_HISTORY_FILTERS, 1, 10)).toEqual({ page: 1, limit: 10 });
    expect(historyListQuery({ orderNo: "  ", from: "", to: "" }, 2, 20)).toEqual({ page: 2, limit: 20 });
  });

  it("sends the order number trimmed and the dates as epoch seconds, the end day included whole", () => {
    const query = historyListQuery({ orderNo: " R123 ", from: "2026-03-01", to: "2026-03-02" }, 1, 50);
    expect(query.order_no).toBe("R123");
    expect(query.start_time).toBe(new Date(2026, 2, 1, 0, 0, 0).getTime() / 1000);
    expect(query.end_time).toBe(new Date(2026, 2, 2, 23, 59, 59).getTime() / 1000);
  });

  it("ignores a date that is not one", () => {
    expect(historyListQuery({ orderNo: "", from: "March", to: "2026-13-45" }, 1, 10)).toEqual({ page: 1, limit: 10 });
  });
});
