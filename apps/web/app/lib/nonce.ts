import type { SsrRequestDeps } from "@portico/contracts";
import { createContext, useContext } from "react";

type CspNonce = SsrRequestDeps["cspNonce"];

/** This document's CSP nonces: from the request on the server, read back from the page in the browser. */
export const NonceContext = createContext<CspNonce | undefined>(undefined);

export function useNonce(): CspNonce | undefined {
  return useContext(NonceContext);
}
