import "../features/wallet/wallet-styles.css";

import { memberAuthorities, memberWallet } from "@portico/contracts";
import { browserCall } from "../../lib/api/browser-call";
import type { RouteHandle } from "../../lib/route-handle";
import { PaymentOverlayHost } from "../../public/components/payment-overlay-host";
import { WalletPage } from "../features/wallet/components/wallet-page";
import type { Route } from "./+types/ucenter-wallet";

export const handle: RouteHandle = { titleKey: "wallet:meta.title" };

/**
 * `?orderNo=` (where a paid top-up lands) is accepted and needs nothing here: the figures are
 * read afresh on every visit, and highlighting the top-up belongs to the deposit list.
 */
export async function clientLoader() {
  const [wallet, authorities] = await Promise.all([browserCall(memberWallet), browserCall(memberAuthorities)]);
  return { wallet, authorities };
}

export default function UcenterWallet({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <WalletPage wallet={loaderData.wallet} authorities={loaderData.authorities} />
      <PaymentOverlayHost />
    </>
  );
}
