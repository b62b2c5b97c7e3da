import { AccountOverview } from "../features/auth/components/account-overview";
import { browserApi } from "../lib/api/browser-api";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/ucenter-info";

export const handle: RouteHandle = { titleKey: "auth:meta.account" };

export async function clientLoader() {
  return { info: await browserApi().memberInfo() };
}

export default function UcenterInfo({ loaderData }: Route.ComponentProps) {
  return <AccountOverview info={loaderData.info} />;
}
