export const CONSOLE_HOME = "/console/";
export const CONSOLE_LOGIN = "/console/login";

/** Where a sign-in goes on to: a console address only, never another site (an open redirect). */
export function consoleTarget(redirect: string | null): string {
  if (redirect?.startsWith("/console/") && !redirect.startsWith("/console/login")) return redirect;
  return CONSOLE_HOME;
}

/** The login page for a visitor without a staff session, carrying where they were going. */
export function loginFor(pathWithQuery: string): string {
  return `${CONSOLE_LOGIN}?redirect=${encodeURIComponent(pathWithQuery)}`;
}
