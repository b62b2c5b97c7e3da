import type { Endpoint, EndpointArgs, EndpointData } from "@portico/contracts";
import { queryOptions, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { browserCall } from "../api/browser-call";

/**
 * The query key of an endpoint call: its operationId, then its input (null without one). The
 * operationId alone, `[operationId]`, matches every input: that is what a mutation invalidates.
 */
export function endpointKey<E extends Endpoint>(endpoint: E, ...args: EndpointArgs<E>) {
  return [endpoint.operationId, args[0] ?? null] as const;
}

/**
 * TanStack Query options for one endpoint call: keyed by the operationId and the input, so two
 * components asking for the same thing share one request and one cache entry. For the user
 * centre (client-rendered); public pages render their data on the server instead.
 */
export function endpointQuery<E extends Endpoint>(endpoint: E, ...args: EndpointArgs<E>) {
  return queryOptions({
    queryKey: endpointKey(endpoint, ...args),
    queryFn: () => browserCall(endpoint, ...args),
  });
}

/** One endpoint's answer in a component: `useEndpointQuery(memberWallet)`, `useEndpointQuery(orderHistory, query)`. */
export function useEndpointQuery<E extends Endpoint>(
  endpoint: E,
  ...args: EndpointArgs<E>
): UseQueryResult<EndpointData<E>, Error> {
  return useQuery(endpointQuery(endpoint, ...args));
}
