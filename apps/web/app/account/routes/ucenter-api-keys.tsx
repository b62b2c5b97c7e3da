import "../features/api-keys/api-keys-styles.css";

import { apiKeys } from "@portico/contracts";
import { lazy, Suspense } from "react";
import { readOnEachVisit } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/route-handle";

export const handle: RouteHandle = { titleKey: "apiKeys:meta.title", namespaces: ["apiKeys"] };

// The page's code is a chunk of its own, which the loader waits for: the route manifest that every
// page carries, public ones included (ADR 308), then lists this module's few imports instead of the
// page's forms and dialogs.
const loadPage = () => import("../features/api-keys/components/api-keys-page");
const ApiKeysPage = lazy(() => loadPage().then((page) => ({ default: page.ApiKeysPage })));
const readKeys = readOnEachVisit(apiKeys);

/** The keys are read afresh on every visit: a last use or a key made elsewhere shows at once. */
export async function clientLoader() {
  const reading = readKeys();
  await loadPage();
  return reading;
}

/** `/ucenter/api-keys/` (ADR 409): the customer's API keys — list, create, revoke. */
export default function UcenterApiKeys() {
  // The chunk has loaded with the loader: nothing is left to wait for here.
  return (
    <Suspense fallback={null}>
      <ApiKeysPage />
    </Suspense>
  );
}
