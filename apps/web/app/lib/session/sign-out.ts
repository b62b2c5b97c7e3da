import { LOGIN_PATH } from "@portico/domain";
import { clearSession } from "./token";

const REDIRECT_DELAY_MS = 500;

/** A 401 ends the session and sends the user to the login page half a second later (spec 02 §4). */
export function signOutAfterUnauthorized(): void {
  clearSession();
  window.setTimeout(() => window.location.assign(LOGIN_PATH), REDIRECT_DELAY_MS);
}
