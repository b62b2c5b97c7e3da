import type { SsrRequestDeps } from "@portico/contracts";
import { createContext, useContext } from "react";

type CspNonce = SsrRequestDeps["cspNonce"];

/** Set only while rendering on the server; the browser needs no nonce after hydration. */
export const NonceContext = createContext<CspNonce | undefined>(undefined);

export function useNonce(): CspNonce | undefined {
  return useContext(NonceContext);
}
