import type { Endpoint } from "@portico/contracts";
import { environmentManager, type Query, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../api/api-error";
import { readToken } from "../session/token";
import { endpointQuery } from "./endpoint-query";

/**
 * A refusal (a 4xx: a bad input, no session, not this customer's) is answered the same way again,
 * and a 401 has already signed the customer out: only a network failure or a 5xx is read once more.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/** How long an answer counts as just read when a screen mounts (ms). */
export const JUST_READ_MS = 1_000;

/**
 * A screen that mounts re-reads its data (staleTime 0), except an answer read in the last second
 * and not invalidated since: the one a route's loader read ahead while the screen was rendering.
 */
export function readAgainOnMount(query: Query): boolean {
  return query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt >= JUST_READ_MS;
}

/**
 * The data layer's defaults: answers are stale at once (staleTime 0), so a screen shows what the
 * cache holds and reads it again when it mounts, when the window regains focus and when a
 * mutation invalidates it; changes are never retried (a second cancel or payment is not harmless).
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryOnce, refetchOnMount: readAgainOnMount },
      mutations: { retry: false },
    },
  });
}

let browserClient: { token: string | null; client: QueryClient } | undefined;

/**
 * The query client. On the server, a new one for each call — one per request, so nothing one
 * customer's page fetched can reach another's. In the browser, one per session: the same client
 * while the same token is stored, and a fresh one (the old one cleared) once another token is, so
 * a customer who signs in after someone else never sees the first one's cached answers.
 */
export function getQueryClient(): QueryClient {
  if (environmentManager.isServer()) return makeQueryClient();
  const token = readToken();
  if (browserClient?.token !== token) {
    browserClient?.client.clear();
    browserClient = { token, client: makeQueryClient() };
  }
  return browserClient.client;
}

/** Marks every cached answer of these endpoints stale, whatever its input, and re-reads those on screen. */
export function invalidateEndpoints(client: QueryClient, endpoints: readonly Endpoint[]): Promise<unknown> {
  return Promise.all(endpoints.map((endpoint) => client.invalidateQueries({ queryKey: [endpoint.operationId] })));
}

/**
 * A route's `clientLoader` that reads these endpoints again on every navigation to the route —
 * a click on its menu entry, a payment landing on it with `?orderNo=` — even when it is the page
 * already shown (its screen stays mounted, so mounting would not read them again).
 */
export function readOnEachVisit(...endpoints: Endpoint[]) {
  return () => {
    void invalidateEndpoints(getQueryClient(), endpoints);
    return null;
  };
}

/**
 * Starts reading these endpoints (ones that take no input) now, unless a fresh answer is cached:
 * from a route's `clientLoader`, the requests then run while the route's code loads and renders
 * instead of after its screen has mounted and asked for them. The loader does not wait for them.
 */
export function readAhead(...endpoints: InputFreeEndpoint[]): void {
  const client = getQueryClient();
  for (const endpoint of endpoints) void client.prefetchQuery(endpointQuery(endpoint));
}

/** An endpoint called without input. */
type InputFreeEndpoint = Endpoint & { readonly query?: undefined; readonly body?: undefined };
