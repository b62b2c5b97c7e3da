import { ResetPasswordForm } from "../features/auth/components/reset-password-form";
import type { RouteHandle } from "../lib/route-handle";

export const handle: RouteHandle = { titleKey: "auth:meta.resetPassword" };

export default function Route() {
  return <ResetPasswordForm />;
}
