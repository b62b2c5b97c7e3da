import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { getQueryClient } from "./query-client";

/**
 * Gives the screens below it the data layer (TanStack Query). Mounted by the user centre's layout,
 * never by the root: the public pages do not load TanStack Query (their JS budget; the boundary
 * test holds it). The client is taken once per mount: per request on the server, the session's
 * in the browser (`getQueryClient`).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
