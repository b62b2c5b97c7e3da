import { ProductType, residentialPackages } from "@portico/contracts";
import { browserCall } from "../../lib/api/browser-call";
import type { RouteHandle } from "../../lib/route-handle";
import { PaymentOverlayHost } from "../../public/components/payment-overlay-host";
import { ResidentialPanel } from "../../public/features/residential-pricing/components/residential-panel";
import type { Route } from "./+types/ucenter-residential";

export const handle: RouteHandle = { titleKey: "common:ucenter.buyResidential" };

export async function clientLoader() {
  const packages = await browserCall(residentialPackages, { type: ProductType.Residential });
  return { packages: packages[ProductType.Residential] };
}

export default function UcenterResidential({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ResidentialPanel packages={loaderData.packages} headingOrder={1} />
      <PaymentOverlayHost />
    </>
  );
}
