import { staticRegions } from "@portico/contracts";
import { useEndpointQuery } from "../../lib/query/endpoint-query";
import type { RouteHandle } from "../../lib/route-handle";
import { PaymentOverlayHost } from "../../public/components/payment-overlay-host";
import { StaticPanel } from "../../public/features/static-isp/components/static-panel";
import { QueryState } from "../components/query-state/query-state";

export const handle: RouteHandle = { titleKey: "common:ucenter.buyStaticIsp", namespaces: ["staticIsp"] };

/** The static ISP regions inside the user centre: the public panel, its stock re-read after a cancel. */
export default function UcenterStaticIsp() {
  const regions = useEndpointQuery(staticRegions);
  return (
    <>
      <QueryState queries={[regions]}>{(stock) => <StaticPanel regions={stock.area} headingOrder={1} />}</QueryState>
      <PaymentOverlayHost />
    </>
  );
}
