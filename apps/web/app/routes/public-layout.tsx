import { Outlet } from "react-router";
import { PublicShell } from "../components/layout/public-shell";

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
