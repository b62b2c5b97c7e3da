/** Which paths need a login, and where a logged-out visitor is sent (spec 01 §6, spec 02 §2). */

export const LOGIN_PATH = "/login";

export function requiresLogin(pathname: string): boolean {
  return (
    pathname === "/payment" ||
    pathname.startsWith("/payment/") ||
    pathname === "/ucenter" ||
    pathname.startsWith("/ucenter/")
  );
}

/**
 * The login URL for a guarded target, or null when no redirect applies (already on /login).
 * `target` is the full path with search and hash, URL-encoded into the redirect query.
 */
export function loginRedirectFor(target: string): string | null {
  const pathname = target.split(/[?#]/)[0] ?? "";
  if (pathname === LOGIN_PATH || pathname === `${LOGIN_PATH}/`) return null;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}
