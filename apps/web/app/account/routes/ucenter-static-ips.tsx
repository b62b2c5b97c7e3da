import "../features/static-ips/static-ips-styles.css";

import { memberTags, staticIpList } from "@portico/contracts";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { readOnEachVisit } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/route-handle";
import { PaymentOverlayHost } from "../../public/components/payment-overlay-host";

export const handle: RouteHandle = { titleKey: "staticIps:meta.title", namespaces: ["staticIps"] };

// The page's code (mantine-datatable, the dialogs) is a chunk of its own, which the loader waits
// for (as the API keys route does): the route manifest every page carries lists this module's few
// imports, not the table's.
const loadPage = () => import("../features/static-ips/components/static-ips-page");
const StaticIpsPage = lazy(() => loadPage().then((page) => ({ default: page.StaticIpsPage })));
const readList = readOnEachVisit(staticIpList, memberTags);

/** Read afresh on every visit: IPs a payment just delivered (landing with ?orderNo=) show at once. */
export async function clientLoader() {
  const reading = readList();
  await loadPage();
  return reading;
}

/** `/ucenter/staticisp/ips`: the static IP manager; Renew opens the payment view over the list. */
export default function UcenterStaticIps() {
  const [searchParams] = useSearchParams();
  // A new ?orderNo= (a payment landing, an order's link) starts the page again, filtered to it.
  return (
    <>
      <Suspense fallback={null}>
        <StaticIpsPage key={searchParams.get("orderNo") ?? ""} />
      </Suspense>
      <PaymentOverlayHost />
    </>
  );
}
