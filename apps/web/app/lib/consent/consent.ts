import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentChoice,
  parseConsentCookie,
  serializeConsent,
} from "@portico/contracts/codes";

export { type ConsentChoice, parseConsentCookie, serializeConsent };

export function readConsent(): ConsentChoice | null {
  return parseConsentCookie(document.cookie);
}

export function saveConsent(choice: ConsentChoice): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie with its own expiry.
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(choice))}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`;
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGED, { detail: choice }));
}

const CONSENT_CHANGED = "portico:consent-changed";
const OPEN_PREFERENCES = "portico:consent-open";

/** The footer's "Cookie preferences" link reopens the banner (spec 02 §4). */
export function openCookiePreferences(): void {
  window.dispatchEvent(new CustomEvent(OPEN_PREFERENCES));
}

export function onOpenCookiePreferences(handler: () => void): () => void {
  window.addEventListener(OPEN_PREFERENCES, handler);
  return () => window.removeEventListener(OPEN_PREFERENCES, handler);
}
