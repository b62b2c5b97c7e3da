/** Default landing page after login (spec 01 §2). */
export const AFTER_LOGIN_PATH = "/ucenter/info";

/** A path on this site; anything else (other hosts, `//x`, `/\x`) is not. */
function isSitePath(value: string | null): value is string {
  return Boolean(value?.startsWith("/")) && !value?.startsWith("//") && !value?.startsWith("/\\");
}

/** The `redirect` query when it is a path on this site; anything else is ignored. */
export function safeRedirect(value: string | null): string {
  return isSitePath(value) ? value : AFTER_LOGIN_PATH;
}

/**
 * A link to another sign-in page that keeps the `redirect` the visitor arrived with, so a buy
 * click that led to /login still ends on its payment view after "sign up" is chosen there.
 */
export function withRedirect(path: string, redirect: string | null): string {
  return isSitePath(redirect) ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
