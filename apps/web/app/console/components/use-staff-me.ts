import { staffMe } from "@portico/contracts";
import { useEndpointQuery } from "../../lib/query/endpoint-query";

/** The signed-in member, their roles and permissions: the console layout's guard has read it already. */
export function useStaffMe() {
  return useEndpointQuery(staffMe);
}

/** Whether the signed-in member holds a permission (the server checks again; this only hides buttons). */
export function useHasPermission(permission: string): boolean {
  const { data } = useStaffMe();
  return data?.permissions.includes(permission) ?? false;
}
