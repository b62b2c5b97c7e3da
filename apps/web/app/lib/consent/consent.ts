import { CONSENT_COOKIE } from "../storage-keys";

/** Spec 02 §4: the choice is kept for 365 days. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type ConsentChoice = { analytics: boolean; marketing: boolean };

/** The stored choice, or null when the visitor has not chosen yet (or it expired). */
export function parseConsentCookie(cookieHeader: string): ConsentChoice | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CONSENT_COOKIE) continue;
    const [analytics, marketing] = decodeURIComponent(rest.join("=")).split(",");
    if (!analytics || !marketing) return null;
    return { analytics: analytics === "analytics:1", marketing: marketing === "marketing:1" };
  }
  return null;
}

export function serializeConsent(choice: ConsentChoice): string {
  return `analytics:${choice.analytics ? 1 : 0},marketing:${choice.marketing ? 1 : 0}`;
}

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
