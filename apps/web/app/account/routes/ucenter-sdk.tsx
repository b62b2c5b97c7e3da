import "../features/sdk/sdk-styles.css";

import { proxyUser } from "@portico/contracts";
import { lazy, Suspense } from "react";
import { readOnEachVisit } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/route-handle";

export const handle: RouteHandle = { titleKey: "sdk:meta.title", namespaces: ["sdk"] };

// The page's code is a chunk of its own that the loader waits for (as the API keys page does),
// so the route manifest every page carries lists this module's few imports.
const loadPage = () => import("../features/sdk/components/sdk-page");
const SdkPage = lazy(() => loadPage().then((page) => ({ default: page.SdkPage })));
const readAccount = readOnEachVisit(proxyUser);

/** The credentials are read afresh on every visit: a plan bought a minute ago shows at once. */
export async function clientLoader() {
  const reading = readAccount();
  await loadPage();
  return reading;
}

/** `/ucenter/sdk/` (spec 02 §2, issue #24 item 6). */
export default function UcenterSdk() {
  return (
    <Suspense fallback={null}>
      <SdkPage />
    </Suspense>
  );
}
