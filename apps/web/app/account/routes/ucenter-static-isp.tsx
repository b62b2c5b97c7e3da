import { staticRegions } from "@portico/contracts";
import { browserCall } from "../../lib/api/browser-call";
import type { RouteHandle } from "../../lib/route-handle";
import { PaymentOverlayHost } from "../../public/components/payment-overlay-host";
import { StaticPanel } from "../../public/features/static-isp/components/static-panel";
import type { Route } from "./+types/ucenter-static-isp";

export const handle: RouteHandle = { titleKey: "common:ucenter.buyStaticIsp" };

export async function clientLoader() {
  return { regions: (await browserCall(staticRegions)).area };
}

export default function UcenterStaticIsp({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticPanel regions={loaderData.regions} headingOrder={1} />
      <PaymentOverlayHost />
    </>
  );
}
