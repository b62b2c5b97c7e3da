import "../components/layout/console-styles.css";

import { staffMe } from "@portico/contracts";
import { Outlet, redirect } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { ApiError } from "../../lib/api/api-error";
import { endpointQuery } from "../../lib/query/endpoint-query";
import { getQueryClient } from "../../lib/query/query-client";
import { QueryProvider } from "../../lib/query/query-provider";
import type { RouteHandle } from "../../lib/route-handle";
import { loginFor } from "../components/console-paths";
import { ConsoleShell } from "../components/layout/console-shell";
import type { Route } from "./+types/console-layout";

export const handle: RouteHandle = { titleKey: "console:meta.home", noindex: true, namespaces: ["console"] };

/**
 * The guard: the staff session is an HttpOnly cookie the page cannot read, so it asks the server
 * who is signed in. No session (404), a dead one (401) or one short of its second factor (403)
 * goes to the console's login with the address it asked for.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    await getQueryClient().fetchQuery(endpointQuery(staffMe));
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) {
      const url = new URL(request.url);
      throw redirect(loginFor(`${url.pathname}${url.search}`));
    }
    throw error;
  }
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoader />;
}

export default function ConsoleLayout() {
  return (
    <QueryProvider>
      <ConsoleShell>
        <Outlet />
      </ConsoleShell>
    </QueryProvider>
  );
}
