import "../features/wallet/wallet-styles.css";
import "../features/wallet/history/wallet-history-styles.css";

import { memberWallet, rechargeOrders } from "@portico/contracts";
import { readOnEachVisit } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/route-handle";
import { PaymentOverlayHost } from "../../public/components/payment-overlay-host";
import { WalletPage } from "../features/wallet/components/wallet-page";

export const handle: RouteHandle = { titleKey: "wallet:meta.title", namespaces: ["wallet"] };

/**
 * The figures and the latest top-ups are read afresh on every visit: a paid top-up lands here with
 * `?orderNo=`, and its row among the latest is highlighted beside the balance it raised.
 */
export const clientLoader = readOnEachVisit(memberWallet, rechargeOrders);

export default function UcenterWallet() {
  return (
    <>
      <WalletPage />
      <PaymentOverlayHost />
    </>
  );
}
