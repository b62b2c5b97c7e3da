/**
 * The user-centre sidebar's state on wide screens, mirrored from the stored preferences (spec 02
 * §3 userPreferences) into a cookie so the server draws the shell as the customer left it: a
 * closed sidebar does not open for the first frame and close again once the browser takes over.
 */
export const SIDEBAR_COOKIE = "ucenter_sidebar";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** From a request's Cookie header: open unless the customer closed it. */
export function sidebarOpenInCookie(cookieHeader: string | null): boolean {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === SIDEBAR_COOKIE) return value !== "closed";
  }
  return true;
}

export function rememberSidebarInCookie(open: boolean): void {
  if (typeof document === "undefined" || sidebarOpenInCookie(document.cookie) === open) return;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie with its own expiry.
  document.cookie = `${SIDEBAR_COOKIE}=${open ? "open" : "closed"}; Path=/ucenter; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
