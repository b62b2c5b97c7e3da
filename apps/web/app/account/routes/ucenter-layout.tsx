import "../account-styles.css";

import { Outlet } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { QueryProvider } from "../../lib/query/query-provider";
import type { RouteHandle } from "../../lib/route-handle";
import { adoptCustomerView } from "../../lib/session/customer-view";
import { requireLogin } from "../../lib/session/require-login";
import { sidebarOpenInCookie } from "../../lib/session/sidebar-cookie";
import { SignedOutGuard } from "../components/layout/signed-out-guard";
import { UcenterShell } from "../components/layout/ucenter-shell";
import type { Route } from "./+types/ucenter-layout";

export const handle: RouteHandle = { noindex: true };

/**
 * The server draws the shell for everyone: nothing in it is the customer's but the sidebar's
 * state, kept in a cookie. Who is signed in is known only in the browser: the inline guard
 * (SignedOutGuard) decides on a document's first load, the client loader on navigations in the app.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { sidebarOpen: sidebarOpenInCookie(request.headers.get("cookie")) };
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireLogin(request);
  // Only the server's value is ever read (the hydrating render); after it the stored preference rules.
  return { sidebarOpen: true };
}

// A document opened with a staff view of a customer in its fragment (ADR 431): the view is this
// tab's before any screen reads the API.
if (typeof document !== "undefined") adoptCustomerView();

/**
 * A document opened on a screen whose data is read in the browser before it renders (its own
 * client loader) shows this meanwhile, behind the same guard.
 */
export function HydrateFallback() {
  return (
    <>
      <SignedOutGuard />
      <PageLoader />
    </>
  );
}

/** The user centre's screens read the API through the data layer (lib/query), provided here. */
export default function UcenterLayout({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <SignedOutGuard />
      <UcenterShell sidebarOpenOnServer={loaderData.sidebarOpen}>
        <Outlet />
      </UcenterShell>
    </QueryProvider>
  );
}
