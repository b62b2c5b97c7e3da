import "../features/dashboard/dashboard-styles.css";

import { memberAuthorities, memberInfo, memberWallet, proxyUser, trafficUsage } from "@portico/contracts";
import { readAhead, readOnEachVisit } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/route-handle";
import { readToken } from "../../lib/session/token";
import { DashboardPage } from "../features/dashboard/components/dashboard-page";
import { dashboardTabOf } from "../features/dashboard/dashboard-tab";
import type { Route } from "./+types/ucenter-info";

export const handle: RouteHandle = { titleKey: "dashboard:meta.title", namespaces: ["auth", "wallet", "dashboard"] };

// The page is imported statically (ADR 417): the server's modulepreload tags fetch its code with the
// layout's, not after the loader has run (the browser's route manifest lists no imports, ADR 414,
// so this costs the public pages nothing). Its charts stay a further chunk (components/lazy-charts.tsx).
const readDashboard = readOnEachVisit(proxyUser, trafficUsage, memberWallet, memberInfo);

/**
 * Read afresh on every visit: traffic bought or used and top-ups made meanwhile show at once. The
 * open tab's answers are asked for here, while the page renders, rather than once it has mounted.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  // The document's first run: the reads started with the module (below) are still this visit's.
  if (readAtStart) {
    readAtStart = false;
    return null;
  }
  const reading = readDashboard();
  readOpenTab(new URL(request.url).searchParams);
  return reading;
}

function readOpenTab(params: URLSearchParams) {
  const tab = dashboardTabOf(params.get("source"));
  readAhead(proxyUser, memberInfo, ...(tab === "wallet" ? [memberWallet, memberAuthorities] : []));
}

// When a document opens on the dashboard, React Router runs the client loaders only after React
// has hydrated the layout's fallback (a layout effect, ~0.5 s on a slow phone): the reads start
// here, as this module is first run, so they travel while React hydrates. Signed out, the
// layout's guard sends the visitor to log in and nothing is read.
let readAtStart = false;
if (typeof document !== "undefined" && /^\/ucenter\/info\/?$/.test(window.location.pathname) && readToken() !== null) {
  readOpenTab(new URLSearchParams(window.location.search));
  readAtStart = true;
}

/** `/ucenter/info/`: the dashboard, with the account's details. */
export default function UcenterInfo() {
  return <DashboardPage />;
}
