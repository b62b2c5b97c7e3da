import "../features/auth/auth-styles.css";

import { Outlet } from "react-router";
import { AuthShell } from "../../components/layout/auth-shell";
import type { RouteHandle } from "../../lib/route-handle";

export const handle: RouteHandle = { namespaces: ["auth"] };

export default function AuthLayout() {
  return (
    <AuthShell>
      <Outlet />
    </AuthShell>
  );
}
