import { ProductType, residentialPackages } from "@portico/contracts";
import { useEndpointQuery } from "../../lib/query/endpoint-query";
import type { RouteHandle } from "../../lib/route-handle";
import { PaymentOverlayHost } from "../../public/components/payment-overlay-host";
import { ResidentialPanel } from "../../public/features/residential-pricing/components/residential-panel";
import { QueryState } from "../components/query-state/query-state";

export const handle: RouteHandle = { titleKey: "common:ucenter.buyResidential", namespaces: ["residential"] };

/** The residential plans inside the user centre: the public pricing panel, on the data layer. */
export default function UcenterResidential() {
  const packages = useEndpointQuery(residentialPackages, { type: ProductType.Residential });
  return (
    <>
      <QueryState queries={[packages]}>
        {(plans) => <ResidentialPanel packages={plans[ProductType.Residential]} headingOrder={1} />}
      </QueryState>
      <PaymentOverlayHost />
    </>
  );
}
