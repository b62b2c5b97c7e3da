import { ResidentialPricingPage } from "../features/residential-pricing/components/residential-pricing-page";
import { serverApi } from "../lib/api/server-api";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/residential";

export const handle: RouteHandle = {
  titleKey: "residential:meta.title",
  descriptionKey: "residential:meta.description",
};

export async function loader({ context }: Route.LoaderArgs) {
  return { packages: await serverApi(context).residentialPackages() };
}

export default function Residential({ loaderData }: Route.ComponentProps) {
  return <ResidentialPricingPage packages={loaderData.packages} />;
}
