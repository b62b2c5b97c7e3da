import "../features/wallet/history/wallet-history-styles.css";

import { rechargeOrders } from "@portico/contracts";
import { lazy, Suspense } from "react";
import { readOnEachVisit } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/route-handle";

export const handle: RouteHandle = { titleKey: "wallet:history.deposit.title", namespaces: ["wallet"] };

// The page's code is a chunk of its own, which the loader waits for (as the API keys route does):
// the route manifest every page carries lists this module's few imports, not the list's.
const loadPage = () => import("../features/wallet/history/components/deposit-history-page");
const DepositHistoryPage = lazy(() => loadPage().then((page) => ({ default: page.DepositHistoryPage })));
const readDeposits = readOnEachVisit(rechargeOrders);

/** Read afresh on every visit: a top-up paid meanwhile (a payment landing with ?orderNo=) shows at once. */
export async function clientLoader() {
  const reading = readDeposits();
  await loadPage();
  return reading;
}

/** `/ucenter/wallet/deposit/`: the deposit history. */
export default function UcenterWalletDeposit() {
  return (
    <Suspense fallback={null}>
      <DepositHistoryPage />
    </Suspense>
  );
}
