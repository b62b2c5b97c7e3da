import type { RouteHandle } from "../../lib/route-handle";
import { LoginPage } from "../features/sign-in/components/login-page";

export const handle: RouteHandle = { titleKey: "console:meta.login" };

export default function ConsoleLogin() {
  return <LoginPage />;
}
