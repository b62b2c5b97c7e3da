import {
  IconFileText,
  IconHelpCircle,
  IconHistory,
  IconLayoutDashboard,
  IconNetwork,
  IconPackage,
  IconReceipt,
  IconServer2,
  IconSpeakerphone,
  IconTicket,
  IconUserSearch,
  IconUsersGroup,
  IconWorld,
} from "@tabler/icons-react";

/**
 * The console's screens, each shown to a member whose `GET /api/console/me` permissions include
 * the one it reads. Only screens that exist are listed: catalogue, inventory, customers, orders,
 * coupons, content and audit join here (with their `…:read` permission) as their screens land.
 */
export const CONSOLE_NAV_ITEMS = [
  { to: "/console/", labelKey: "nav.home", icon: IconLayoutDashboard, permission: null },
  { to: "/console/catalogue/plans", labelKey: "nav.plans", icon: IconPackage, permission: "catalogue:read" },
  { to: "/console/catalogue/static", labelKey: "nav.staticRegions", icon: IconWorld, permission: "catalogue:read" },
  { to: "/console/inventory", labelKey: "nav.inventory", icon: IconServer2, permission: "inventory:read" },
  { to: "/console/proxy-network", labelKey: "nav.proxyNetwork", icon: IconNetwork, permission: "catalogue:read" },
  { to: "/console/audit", labelKey: "nav.audit", icon: IconHistory, permission: "audit:read" },
  { to: "/console/customers", labelKey: "nav.customers", icon: IconUserSearch, permission: "customers:read" },
  { to: "/console/orders", labelKey: "nav.orders", icon: IconReceipt, permission: "orders:read" },
  { to: "/console/coupons", labelKey: "nav.coupons", icon: IconTicket, permission: "coupons:read" },
  { to: "/console/content/faq", labelKey: "nav.contentFaq", icon: IconHelpCircle, permission: "content:read" },
  { to: "/console/content/legal", labelKey: "nav.contentLegal", icon: IconFileText, permission: "content:read" },
  {
    to: "/console/content/notices",
    labelKey: "nav.contentNotices",
    icon: IconSpeakerphone,
    permission: "content:read",
  },
  { to: "/console/staff", labelKey: "nav.staff", icon: IconUsersGroup, permission: "staff:read" },
] as const;

export type ConsoleNavItem = (typeof CONSOLE_NAV_ITEMS)[number];

/** The entries a member sees: those needing no permission, and those whose permission they hold. */
export function visibleNavItems(permissions: readonly string[]): ConsoleNavItem[] {
  return CONSOLE_NAV_ITEMS.filter((item) => item.permission === null || permissions.includes(item.permission));
}
