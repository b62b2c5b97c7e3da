import { describe, expect, it } from "vitest";
import { DASHBOARD_TABS, dashboardTabOf, SOURCE_OF_TAB } from "./dashboard-tab";

describe("the dashboard's tab from ?source= (spec 02 §2)", () => {
  it("wallet gives wallet, renew gives static, residential gives rotating", () => {
    expect(dashboardTabOf("wallet")).toBe("wallet");
    expect(dashboardTabOf("renew")).toBe("static");
    expect(dashboardTabOf("residential")).toBe("rotating");
  });

  it("anything else, or nothing, gives static", () => {
    expect(dashboardTabOf(null)).toBe("static");
    expect(dashboardTabOf("")).toBe("static");
    expect(dashboardTabOf("Wallet")).toBe("static");
    expect(dashboardTabOf("rotating")).toBe("static");
  });

  it("each tab's source opens that tab again", () => {
    for (const tab of DASHBOARD_TABS) expect(dashboardTabOf(SOURCE_OF_TAB[tab])).toBe(tab);
  });
});
