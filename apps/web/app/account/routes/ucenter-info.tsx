import { memberInfo } from "@portico/contracts";
import { useEndpointQuery } from "../../lib/query/endpoint-query";
import type { RouteHandle } from "../../lib/route-handle";
import { QueryState } from "../components/query-state/query-state";
import { AccountOverview } from "../features/dashboard/components/account-overview";

export const handle: RouteHandle = { titleKey: "auth:meta.account" };

export default function UcenterInfo() {
  const info = useEndpointQuery(memberInfo);
  return <QueryState queries={[info]}>{(profile) => <AccountOverview info={profile} />}</QueryState>;
}
