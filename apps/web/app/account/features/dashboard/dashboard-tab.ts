/** The dashboard's tabs (spec 02 §2), in the order they show. */
export const DASHBOARD_TABS = ["static", "rotating", "wallet"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** `?source=` picks the tab: wallet gives wallet, renew gives static, residential gives rotating; else static. */
export function dashboardTabOf(source: string | null): DashboardTab {
  if (source === "wallet") return "wallet";
  if (source === "residential") return "rotating";
  return "static";
}

/** The `source` that opens a tab, so a tab chosen on the page survives a reload and a shared link. */
export const SOURCE_OF_TAB: Record<DashboardTab, string> = {
  static: "renew",
  rotating: "residential",
  wallet: "wallet",
};
