import type { RouteHandle } from "../../lib/route-handle";
import { ConsoleHome } from "../features/home/console-home";

export const handle: RouteHandle = { titleKey: "console:meta.home" };

/** `/console/`: who is signed in, with which roles. */
export default function ConsoleHomeRoute() {
  return <ConsoleHome />;
}
