import { Outlet } from "react-router";
import { PageLoader } from "../../components/page-loader";
import type { RouteHandle } from "../../lib/route-handle";
import { requireLogin } from "../../lib/session/require-login";
import { UcenterShell } from "../components/layout/ucenter-shell";
import type { Route } from "./+types/ucenter-layout";

export const handle: RouteHandle = { noindex: true };

/** The login state lives in local storage, so the user centre renders in the browser. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireLogin(request);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoader />;
}

export default function UcenterLayout() {
  return (
    <UcenterShell>
      <Outlet />
    </UcenterShell>
  );
}
