import type { RouteHandle } from "../../lib/route-handle";
import { InvitePage } from "../features/invitation/components/invite-page";

export const handle: RouteHandle = { titleKey: "console:meta.invite" };

export default function ConsoleInvite() {
  return <InvitePage />;
}
