/**
 * The cookie that keeps a visitor's cookie choice (spec 02 §4), read in two places that must
 * agree: the web app, which renders the consent banner only when no choice is stored, and the
 * server's page cache, which keeps the page with the banner apart from the page without it.
 */
export const CONSENT_COOKIE = "cookie_consent";

/** Spec 02 §4: the choice is kept for 365 days. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type ConsentChoice = { analytics: boolean; marketing: boolean };

/** The stored choice in a `Cookie` header, or null when the visitor has not chosen yet (or it expired). */
export function parseConsentCookie(cookieHeader: string): ConsentChoice | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CONSENT_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
    const [analytics, marketing] = value.split(",");
    if (!analytics || !marketing) return null;
    return { analytics: analytics === "analytics:1", marketing: marketing === "marketing:1" };
  }
  return null;
}

export function serializeConsent(choice: ConsentChoice): string {
  return `analytics:${choice.analytics ? 1 : 0},marketing:${choice.marketing ? 1 : 0}`;
}
