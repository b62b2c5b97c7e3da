import "../features/auth/auth-styles.css";

import { Outlet } from "react-router";
import { AuthShell } from "../../components/layout/auth-shell";

export default function AuthLayout() {
  return (
    <AuthShell>
      <Outlet />
    </AuthShell>
  );
}
