import "../features/proxy-network/proxy-network-styles.css";

import type { RouteHandle } from "../../lib/route-handle";
import { ProxyNetworkPage } from "../features/proxy-network/components/proxy-network-page";

export const handle: RouteHandle = { titleKey: "console:meta.proxyNetwork" };

/** `/console/proxy-network`: the gateway hosts, proxy countries and states the generator offers. */
export default function ConsoleProxyNetwork() {
  return <ProxyNetworkPage />;
}
