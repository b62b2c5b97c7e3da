import { ProductType, residentialPackages } from "@portico/contracts";
import { serverCaller } from "../../lib/api/server-call";
import type { RouteHandle } from "../../lib/route-handle";
import { PaymentOverlayHost } from "../components/payment-overlay-host";
import { ResidentialPricingPage } from "../features/residential-pricing/components/residential-pricing-page";
import type { Route } from "./+types/residential";

export const handle: RouteHandle = {
  titleKey: "residential:meta.title",
  descriptionKey: "residential:meta.description",
  namespaces: ["residential"],
};

export async function loader({ context }: Route.LoaderArgs) {
  const packages = await serverCaller(context)(residentialPackages, { type: ProductType.Residential });
  return { packages: packages[ProductType.Residential] };
}

export default function Residential({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ResidentialPricingPage packages={loaderData.packages} />
      <PaymentOverlayHost />
    </>
  );
}
