import "../features/wallet/wallet-styles.css";

import { memberWallet } from "@portico/contracts";
import { readOnEachVisit } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/route-handle";
import { PaymentOverlayHost } from "../../public/components/payment-overlay-host";
import { WalletPage } from "../features/wallet/components/wallet-page";

export const handle: RouteHandle = { titleKey: "wallet:meta.title" };

/**
 * The figures are read afresh on every visit. `?orderNo=` (where a paid top-up lands) needs
 * nothing more here: highlighting the top-up belongs to the deposit list.
 */
export const clientLoader = readOnEachVisit(memberWallet);

export default function UcenterWallet() {
  return (
    <>
      <WalletPage />
      <PaymentOverlayHost />
    </>
  );
}
