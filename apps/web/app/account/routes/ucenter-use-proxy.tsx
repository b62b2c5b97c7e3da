import "../features/proxy-generator/proxy-generator-styles.css";

import { proxyUser } from "@portico/contracts";
import { lazy, Suspense } from "react";
import { readOnEachVisit } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/route-handle";

export const handle: RouteHandle = { titleKey: "proxyGenerator:meta.title", namespaces: ["proxyGenerator"] };

// The page's code is a chunk of its own, which the loader waits for (as the API keys route does):
// the route manifest every page carries lists this module's few imports, not the generator's.
const loadPage = () => import("../features/proxy-generator/components/proxy-generator-page");
const ProxyGeneratorPage = lazy(() => loadPage().then((page) => ({ default: page.ProxyGeneratorPage })));
const readAccount = readOnEachVisit(proxyUser);

/** The account is read afresh on every visit: traffic bought or used meanwhile shows at once. */
export async function clientLoader() {
  const reading = readAccount();
  await loadPage();
  return reading;
}

/** `/ucenter/use_proxy/`: the proxy generator. */
export default function UcenterUseProxy() {
  return (
    <Suspense fallback={null}>
      <ProxyGeneratorPage />
    </Suspense>
  );
}
