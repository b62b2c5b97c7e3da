import type { RouteHandle } from "../../lib/route-handle";
import { LoginForm } from "../features/auth/components/login-form";

export const handle: RouteHandle = { titleKey: "auth:meta.login" };

export default function Route() {
  return <LoginForm />;
}
