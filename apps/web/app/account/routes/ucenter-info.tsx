import "../features/dashboard/dashboard-styles.css";

import { memberAuthorities, memberInfo, memberWallet, proxyUser, trafficUsage } from "@portico/contracts";
import { readAhead, readOnEachVisit } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/route-handle";
import { adoptCustomerView } from "../../lib/session/customer-view";
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
 * Nothing to read on the server (the customer's token is in the browser): a server loader all the
 * same, so a document opened here is drawn by the server — the shell, the heading, the tabs — and
 * its largest text paints with the HTML, not after the JavaScript and the API (issue #24 item 8).
 */
export function loader() {
  return null;
}

/**
 * Read afresh on every visit made in the app: traffic bought or used and top-ups made meanwhile show
 * at once. The open tab's answers are asked for here, while the page renders, rather than once it
 * has mounted. (Not run when a document opens here: see the reads started with the module below.)
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const reading = readDashboard();
  readOpenTab(new URL(request.url).searchParams);
  return reading;
}

function readOpenTab(params: URLSearchParams) {
  const tab = dashboardTabOf(params.get("source"));
  readAhead(proxyUser, memberInfo, ...(tab === "wallet" ? [memberWallet, memberAuthorities] : []));
}

// A document opened on the dashboard is drawn by the server and hydrated without the client loader:
// the open tab's reads start here, as this module is first run, so they travel while React hydrates.
// Signed out, the inline guard has already sent the visitor to log in and nothing is read.
if (
  typeof document !== "undefined" &&
  /^\/ucenter\/info\/?$/.test(window.location.pathname) &&
  viewAdoptedToken() !== null
) {
  readOpenTab(new URLSearchParams(window.location.search));
}

/** The token to read with, once a staff view handed over in the address is this tab's (ADR 431). */
function viewAdoptedToken(): string | null {
  adoptCustomerView();
  return readToken();
}

/** `/ucenter/info/`: the dashboard, with the account's details. */
export default function UcenterInfo() {
  return <DashboardPage />;
}
