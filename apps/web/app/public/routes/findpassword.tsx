import type { RouteHandle } from "../../lib/route-handle";
import { FindPasswordForm } from "../features/auth/components/find-password-form";

export const handle: RouteHandle = { titleKey: "auth:meta.findPassword" };

export default function Route() {
  return <FindPasswordForm />;
}
