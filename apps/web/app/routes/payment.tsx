import { PageLoader } from "../components/page-loader";
import { PaymentPage } from "../features/payment/components/payment-page";
import { loadOrderSelection } from "../features/payment/load-order-selection";
import { browserCall } from "../lib/api/browser-call";
import type { RouteHandle } from "../lib/route-handle";
import { requireLogin } from "../lib/session/require-login";
import type { Route } from "./+types/payment";

export const handle: RouteHandle = { titleKey: "payment:meta.title", noindex: true };

/** Payment needs a login, which lives in local storage: this route renders in the browser. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireLogin(request);
  return { selection: await loadOrderSelection(new URL(request.url).searchParams, browserCall) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoader />;
}

export default function Payment({ loaderData }: Route.ComponentProps) {
  return <PaymentPage selection={loaderData.selection} />;
}
