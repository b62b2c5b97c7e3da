import type { RouteHandle } from "../../lib/route-handle";
import { StaffPage } from "../features/staff/components/staff-page";

export const handle: RouteHandle = { titleKey: "console:meta.staff" };

/** `/console/staff`: the members, their roles and the pending invitations. */
export default function ConsoleStaff() {
  return <StaffPage />;
}
