import { staticRegions } from "@portico/contracts";
import { data } from "react-router";
import { serverCaller } from "../../lib/api/server-call";
import type { RouteHandle } from "../../lib/route-handle";
import { PaymentOverlayHost } from "../components/payment-overlay-host";
import { StaticIspPage } from "../features/static-isp/components/static-isp-page";
import type { Route } from "./+types/static-isp-region";

export const handle: RouteHandle = {
  titleKey: "staticIsp:meta.title",
  descriptionKey: "staticIsp:meta.description",
  namespaces: ["staticIsp"],
};

/**
 * `/staticisp/{code}.html`: the panel with that region preselected; the code is upper-cased.
 * An unknown code shows the panel without a preselection rather than an error.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const file = params.regionFile;
  if (!file.toLowerCase().endsWith(".html")) throw data(null, { status: 404 });
  const code = file.slice(0, -".html".length).toUpperCase();
  const regions = (await serverCaller(context)(staticRegions)).area;
  return { regions, preselectCode: regions.some((region) => region.country_code === code) ? code : null };
}

export default function StaticIspRegion({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticIspPage regions={loaderData.regions} preselectCode={loaderData.preselectCode} />
      <PaymentOverlayHost />
    </>
  );
}
