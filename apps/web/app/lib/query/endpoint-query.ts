import type { Endpoint, EndpointArgs } from "@portico/contracts";
import { queryOptions } from "@tanstack/react-query";
import { browserCall } from "../api/browser-call";

/**
 * TanStack Query options for one endpoint call: the key is the operationId and the input, so two
 * components asking for the same thing share one request and one cache entry. For the user
 * centre (client-rendered); public pages render their data on the server instead.
 */
export function endpointQuery<E extends Endpoint>(endpoint: E, ...args: EndpointArgs<E>) {
  return queryOptions({
    queryKey: [endpoint.operationId, args[0] ?? null] as const,
    queryFn: () => browserCall(endpoint, ...args),
  });
}
