import "../account-styles.css";

import { Outlet } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { QueryProvider } from "../../lib/query/query-provider";
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

/** The user centre's screens read the API through the data layer (lib/query), provided here. */
export default function UcenterLayout() {
  return (
    <QueryProvider>
      <UcenterShell>
        <Outlet />
      </UcenterShell>
    </QueryProvider>
  );
}
