import { ResidentialPanel } from "../features/residential-pricing/components/residential-panel";
import { browserApi } from "../lib/api/browser-api";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/ucenter-residential";

export const handle: RouteHandle = { titleKey: "common:ucenter.buyResidential" };

export async function clientLoader() {
  return { packages: await browserApi().residentialPackages() };
}

export default function UcenterResidential({ loaderData }: Route.ComponentProps) {
  return <ResidentialPanel packages={loaderData.packages} headingOrder={1} />;
}
