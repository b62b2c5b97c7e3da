import type { SsrRequestDeps } from "@portico/contracts";

/**
 * The nonces the server put on this document. Styles React inserts in the browser (Mantine's
 * responsive-prop `<style>` tags, the user centre rendered after hydration) must carry the same
 * style nonce or the CSP drops them. Browsers hide the attribute but keep the `nonce` property.
 */
export function readDocumentNonce(): SsrRequestDeps["cspNonce"] | undefined {
  const script = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  const style = document.querySelector<HTMLStyleElement>("style[nonce]")?.nonce;
  return script && style ? { script, style } : undefined;
}
