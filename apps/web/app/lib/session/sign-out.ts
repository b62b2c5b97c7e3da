import { LOGIN_PATH } from "@portico/domain";
import { setChatUser } from "../chat/chat-bus";
import { StorageKey } from "../storage-keys";
import { isCustomerView, leaveCustomerView } from "./customer-view";
import { clearSession } from "./token";

const UNAUTHORIZED_REDIRECT_MS = 500;
const SIGN_OUT_REDIRECT_MS = 100;

/**
 * A 401 clears the session key and ends the session, then sends the user to the login page half
 * a second later (spec 02 §4); the next sealed call makes a new session key (ADR 012).
 */
export function signOutAfterUnauthorized(): void {
  // A staff view that ended leaves for the console; the customer's own session is not this tab's.
  if (isCustomerView()) {
    leaveCustomerView();
    return;
  }
  window.localStorage.removeItem(StorageKey.sessionKey);
  clearSession();
  setChatUser(null);
  window.setTimeout(() => window.location.assign(LOGIN_PATH), UNAUTHORIZED_REDIRECT_MS);
}

/**
 * Sign-out from the header (spec 02 §4): the server revokes the session, local storage is
 * cleared entirely, the chat widget forgets the user, and /login follows after 100 ms.
 */
export async function signOut(): Promise<void> {
  if (isCustomerView()) return endCustomerView();
  try {
    const { browserCall, logout } = await import("./session-calls");
    await browserCall(logout);
  } catch {
    // Already dead on the server (401) or offline: signing out locally is what matters.
  }
  clearSession();
  window.localStorage.clear();
  setChatUser(null);
  window.setTimeout(() => window.location.assign(LOGIN_PATH), SIGN_OUT_REDIRECT_MS);
}

/** In a staff view of a customer's account, signing out ends the view (ADR 431) and returns to the console. */
export async function endCustomerView(): Promise<void> {
  try {
    const { browserCall, endCustomerView: end } = await import("./session-calls");
    await browserCall(end);
  } catch {
    // Already over on the server: leaving is what matters.
  }
  leaveCustomerView();
}
