import { SignupForm } from "../features/auth/components/signup-form";
import type { RouteHandle } from "../lib/route-handle";

export const handle: RouteHandle = { titleKey: "auth:meta.signup" };

export default function Route() {
  return <SignupForm />;
}
