import "../features/wallet/history/wallet-history-styles.css";

import { balanceLog } from "@portico/contracts";
import { lazy, Suspense } from "react";
import { readOnEachVisit } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/route-handle";

export const handle: RouteHandle = { titleKey: "wallet:history.usage.title", namespaces: ["wallet"] };

// The page's code is a chunk of its own, which the loader waits for (as the API keys route does).
const loadPage = () => import("../features/wallet/history/components/usage-history-page");
const UsageHistoryPage = lazy(() => loadPage().then((page) => ({ default: page.UsageHistoryPage })));
const readUsage = readOnEachVisit(balanceLog);

/** Read afresh on every visit: a payment or refund made meanwhile shows at once. */
export async function clientLoader() {
  const reading = readUsage();
  await loadPage();
  return reading;
}

/** `/ucenter/wallet/usage/`: the balance usage history. */
export default function UcenterWalletUsage() {
  return (
    <Suspense fallback={null}>
      <UsageHistoryPage />
    </Suspense>
  );
}
