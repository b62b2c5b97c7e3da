import { useEffect } from "react";
import { useLocation } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { browserCall } from "../../lib/api/browser-call";
import { openPaymentQuery, sealCurrentPaymentAddress } from "../../lib/payment-view/payment-data";
import type { RouteHandle } from "../../lib/route-handle";
import { requireLogin } from "../../lib/session/require-login";
import { PaymentPage } from "../features/payment/components/payment-page";
import { loadOrderSelection } from "../features/payment/load-order-selection";
import { readPaymentResult } from "../features/payment/payment-query";
import type { Route } from "./+types/payment";

export const handle: RouteHandle = {
  titleKey: "payment:meta.title",
  noindex: true,
  namespaces: ["payment", "staticIsp"],
};

/** Payment needs a login, which lives in local storage: this route renders in the browser. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireLogin(request);
  // Plain, or sealed into `data` by this browser or for it by the server (ADR 012).
  const query = await openPaymentQuery(new URL(request.url).searchParams);
  return { selection: await loadOrderSelection(query, browserCall), result: readPaymentResult(query) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoader />;
}

export default function Payment({ loaderData }: Route.ComponentProps) {
  // A new address is a new payment (back from a provider, or paid from the balance): start afresh.
  const { key } = useLocation();
  // Portico's links come sealed (on the click); a typed or bookmarked address is sealed here (ADR 012).
  useEffect(() => {
    if (key) void sealCurrentPaymentAddress();
  }, [key]);
  return <PaymentPage key={key} selection={loaderData.selection} result={loaderData.result} />;
}
