import type { SsrRequestDeps } from "@portico/contracts";
import { createContext, RouterContextProvider } from "react-router";

/** What the server handed this request: API transport, CSP nonces, language, public config. */
export const appContext = createContext<SsrRequestDeps>();

export function createAppLoadContext(deps: SsrRequestDeps): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, deps);
  return context;
}
