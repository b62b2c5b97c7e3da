import type { RouteHandle } from "../../lib/route-handle";
import { ResetPasswordForm } from "../features/auth/components/reset-password-form";

export const handle: RouteHandle = { titleKey: "auth:meta.resetPassword" };

export default function Route() {
  return <ResetPasswordForm />;
}
