import { describe, expect, it } from "vitest";
import { auditQueryOf, filterFormOf, searchOf } from "./audit-query";

describe("the audit screen's filters", () => {
  it("reads the address, leaves empty fields out, and sends whole local days", () => {
    const form = filterFormOf(new URLSearchParams("from=2026-11-01&to=2026-11-02&action=%20wallet.adjust%20&x=1"));
    expect(form).toMatchObject({ from: "2026-11-01", to: "2026-11-02", action: " wallet.adjust ", staff_id: "" });
    const query = auditQueryOf(form);
    expect(query).toEqual({
      from: new Date(2026, 10, 1).getTime() / 1000,
      to: new Date(2026, 10, 3).getTime() / 1000,
      action: "wallet.adjust",
    });
    expect(searchOf(form).toString()).toBe("from=2026-11-01&to=2026-11-02&action=wallet.adjust");
  });

  it("drops a date that is not yyyy-mm-dd instead of sending it", () => {
    expect(auditQueryOf(filterFormOf(new URLSearchParams("from=yesterday")))).toEqual({});
  });
});
