import { data } from "react-router";
import { type NotFoundLink, NotFoundPage } from "../../components/not-found-page";
import type { RouteHandle } from "../../lib/route-handle";
import { DASHBOARD_HREF } from "../components/ucenter-links";

export const handle: RouteHandle = { titleKey: "notFound.title", noindex: true };

/** The document's status is 404 as for any unknown address; the layout's guard runs first in the browser. */
export function loader() {
  return data(null, { status: 404 });
}

/**
 * Any other address under /ucenter/ (spec 02 §2, issue #24): inside the user-centre layout, so its
 * guard sends a visitor to login with the path, and a signed-in customer sees the localised 404
 * with the sidebar to go on from.
 */
export default function UcenterNotFound() {
  return <NotFoundPage links={UCENTER_LINKS} />;
}

/** Inside the user centre the way on is the dashboard first, then the public site. */
const UCENTER_LINKS: readonly NotFoundLink[] = [
  { to: DASHBOARD_HREF, labelKey: "notFound.dashboard" },
  { to: "/", labelKey: "notFound.home" },
];
