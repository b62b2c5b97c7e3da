import { isUiLanguage, type UiLanguage } from "@portico/domain";

export const LANGUAGE_COOKIE = "language";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Not HttpOnly on purpose: the web client mirrors the choice into its own store and reads the
 * cookie on first load; it carries no secret.
 */
export function languageCookieHeader(language: UiLanguage, secure: boolean): string {
  const attributes = [`${LANGUAGE_COOKIE}=${language}`, "Path=/", `Max-Age=${ONE_YEAR_SECONDS}`, "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/** The `language` cookie of a Cookie header, when it holds a supported language. */
export function languageFromCookieHeader(header: string | undefined): UiLanguage | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE) {
      const value = decodeURIComponent(rest.join("="));
      return isUiLanguage(value) ? value : null;
    }
  }
  return null;
}
