import { staticRegions } from "@portico/contracts";
import { serverCaller } from "../../lib/api/server-call";
import type { RouteHandle } from "../../lib/route-handle";
import { PaymentOverlayHost } from "../components/payment-overlay-host";
import { StaticIspPage } from "../features/static-isp/components/static-isp-page";
import type { Route } from "./+types/static-isp";

export const handle: RouteHandle = {
  titleKey: "staticIsp:meta.title",
  descriptionKey: "staticIsp:meta.description",
  namespaces: ["staticIsp"],
};

export async function loader({ context }: Route.LoaderArgs) {
  return { regions: (await serverCaller(context)(staticRegions)).area };
}

export default function StaticIsp({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticIspPage regions={loaderData.regions} preselectCode={null} />
      <PaymentOverlayHost />
    </>
  );
}
