/**
 * Whether the server wants API calls sealed (ADR 012): the root layout writes the public
 * configuration's `apiEnvelope` on `<html data-api-envelope>`, readable before anything calls.
 */
export function isEnvelopeOn(): boolean {
  if (typeof document === "undefined") return false;
  const mode = document.documentElement.dataset.apiEnvelope;
  return mode === "accept" || mode === "require";
}
