/** Default landing page after login (spec 01 §2). */
export const AFTER_LOGIN_PATH = "/ucenter/info";

/** The `redirect` query when it is a path on this site; anything else (other hosts, `//x`) is ignored. */
export function safeRedirect(value: string | null): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return AFTER_LOGIN_PATH;
  return value;
}
