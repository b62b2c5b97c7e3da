import { staticRegions } from "@portico/contracts";
import { serverCaller } from "../../lib/api/server-call";
import type { RouteHandle } from "../../lib/route-handle";
import { HomePage } from "../features/home/components/home-page";
import { coverageStock } from "../features/home/coverage";
import type { Route } from "./+types/home";

export const handle: RouteHandle = {
  titleKey: "home:meta.title",
  descriptionKey: "home:meta.description",
  autoHideHeader: true,
  namespaces: ["home"],
};

/** Only the eight coverage figures travel to the page, counted from the live inventory. */
export async function loader({ context }: Route.LoaderArgs) {
  return { coverage: coverageStock((await serverCaller(context)(staticRegions)).area) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage coverage={loaderData.coverage} />;
}
