import type { PublicNotice } from "@portico/contracts";
import { useRouteLoaderData } from "react-router";
import { PUBLIC_LAYOUT_ROUTE_ID } from "../../lib/route-ids";

/** The site notices the public layout loaded, in the page's language; none outside it. */
export function useSiteNotices(): readonly PublicNotice[] {
  return useRouteLoaderData<{ notices?: PublicNotice[] }>(PUBLIC_LAYOUT_ROUTE_ID)?.notices ?? [];
}
