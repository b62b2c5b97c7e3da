import type { Endpoint, EndpointArgs, EndpointData, EndpointInput } from "@portico/contracts";
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { browserCall } from "../api/browser-call";
import { invalidateEndpoints } from "./query-client";

/** What `mutate` takes: the endpoint's input, or nothing for an endpoint without one. */
// biome-ignore lint/suspicious/noConfusingVoidType: TanStack Query's convention — void variables make `mutate()` take no argument
export type MutationInput<E extends Endpoint> = EndpointArgs<E> extends [] ? void : EndpointInput<E>;

export type MutationSettings = {
  /**
   * The endpoints whose answers this call changes: every cached answer of theirs, whatever its
   * input, is invalidated (and re-read if on screen) when the call settles.
   */
  invalidates?: readonly Endpoint[];
};

/**
 * TanStack Query mutation options for one endpoint call. The invalidation runs when the call
 * settles, failed or not — a refusal such as "already paid" means the screen was out of date —
 * and the mutation stays pending until the invalidated answers on screen are read again, so a
 * dialog closed after it never shows the old row.
 */
export function endpointMutation<E extends Endpoint>(
  client: QueryClient,
  endpoint: E,
  { invalidates = [] }: MutationSettings = {},
) {
  return mutationOptions<EndpointData<E>, Error, MutationInput<E>>({
    mutationKey: [endpoint.operationId],
    mutationFn: (input) => browserCall(endpoint, ...((input === undefined ? [] : [input]) as EndpointArgs<E>)),
    onSettled: () => invalidateEndpoints(client, invalidates),
  });
}

/** `useEndpointMutation(cancelOrder, { invalidates: [orderHistory] })`: the call, and what it makes stale. */
export function useEndpointMutation<E extends Endpoint>(endpoint: E, settings?: MutationSettings) {
  const client = useQueryClient();
  return useMutation(endpointMutation(client, endpoint, settings));
}
