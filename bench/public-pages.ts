/**
 * The public pages the benches measure by default: every page a visitor can open without an
 * account, the sign-in pages included (ARCHITECTURE §7's budgets apply to each, in both
 * languages). One path per kind of page; the Chinese version of a page is its `?lang=zh-CN` URL
 * (ADR 301).
 */
export const PUBLIC_PAGES = [
  "/",
  "/residential/",
  "/staticisp/",
  "/staticisp/usa.html",
  "/cases/seo",
  "/faq/",
  "/faq/refund-policy.html",
  "/privacy",
  "/terms",
  "/login",
  "/signup",
  "/findpassword",
  // The form only checks the token when it is sent: any value shows the page as a mail link does.
  "/resetpassword?token=bench-token",
];

export const LANGUAGES = ["en", "zh-CN"] as const;
export type Language = (typeof LANGUAGES)[number];

/** A page's address in one language: English is the plain path, Chinese adds `lang=zh-CN`. */
export function inLanguage(pagePath: string, language: Language): string {
  if (language === "en") return pagePath;
  return `${pagePath}${pagePath.includes("?") ? "&" : "?"}lang=${language}`;
}

/** Every page in both languages, English first: `/x`, `/x?lang=zh-CN`, `/y`, … */
export function inBothLanguages(paths: readonly string[]): string[] {
  return paths.flatMap((pagePath) => LANGUAGES.map((language) => inLanguage(pagePath, language)));
}

/**
 * User-centre pages the Lighthouse bench measures signed in (issue #24 item 8), with their own
 * goals: mobile performance >= 90 and <= 250 KB gzip of first-load JavaScript.
 */
export const USER_CENTRE_PAGES = ["/ucenter/info/"];
