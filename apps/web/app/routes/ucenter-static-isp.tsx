import { StaticPanel } from "../features/static-isp/components/static-panel";
import { browserApi } from "../lib/api/browser-api";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/ucenter-static-isp";

export const handle: RouteHandle = { titleKey: "common:ucenter.buyStaticIsp" };

export async function clientLoader() {
  return { regions: await browserApi().staticRegions() };
}

export default function UcenterStaticIsp({ loaderData }: Route.ComponentProps) {
  return <StaticPanel regions={loaderData.regions} headingOrder={1} />;
}
