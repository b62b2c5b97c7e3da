import "../features/dashboard/dashboard-styles.css";

import { memberInfo, memberWallet, proxyUser, trafficUsage } from "@portico/contracts";
import { lazy, Suspense } from "react";
import { readOnEachVisit } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/route-handle";

export const handle: RouteHandle = { titleKey: "dashboard:meta.title" };

// The dashboard's code is a chunk of its own, which the loader waits for (as the API keys route
// does): the route manifest every page carries lists this module's few imports. Its charts are a
// further chunk, imported when a chart is about to show (components/lazy-charts.tsx).
const loadPage = () => import("../features/dashboard/components/dashboard-page");
const DashboardPage = lazy(() => loadPage().then((page) => ({ default: page.DashboardPage })));
const readDashboard = readOnEachVisit(proxyUser, trafficUsage, memberWallet, memberInfo);

/** Read afresh on every visit: traffic bought or used and top-ups made meanwhile show at once. */
export async function clientLoader() {
  const reading = readDashboard();
  await loadPage();
  return reading;
}

/** `/ucenter/info/`: the dashboard, with the account's details. */
export default function UcenterInfo() {
  return (
    <Suspense fallback={null}>
      <DashboardPage />
    </Suspense>
  );
}
