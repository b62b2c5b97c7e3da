import { memberInfo } from "@portico/contracts";
import { browserCall } from "../../lib/api/browser-call";
import type { RouteHandle } from "../../lib/route-handle";
import { AccountOverview } from "../features/dashboard/components/account-overview";
import type { Route } from "./+types/ucenter-info";

export const handle: RouteHandle = { titleKey: "auth:meta.account" };

export async function clientLoader() {
  return { info: await browserCall(memberInfo) };
}

export default function UcenterInfo({ loaderData }: Route.ComponentProps) {
  return <AccountOverview info={loaderData.info} />;
}
