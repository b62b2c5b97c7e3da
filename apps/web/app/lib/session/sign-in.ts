import { setChatUser } from "../chat/chat-bus";
import { StorageKey } from "../storage-keys";
import { writeSessionUser } from "./session-user";
import { clearSession } from "./token";

/**
 * Logged out → logged in (spec 01 §4, spec 02 §4): store the token, fetch the profile, keep
 * it locally, tell the chat widget who this is. The token is only kept if the profile loads.
 */
export async function completeSignIn(token: string): Promise<void> {
  window.localStorage.setItem(StorageKey.token, token);
  try {
    const { browserCall, memberInfo } = await import("./session-calls");
    const info = await browserCall(memberInfo);
    const user = { uid: info.uid, username: info.username, email: info.email };
    writeSessionUser(user);
    setChatUser(user);
    window.dispatchEvent(new StorageEvent("storage", { key: StorageKey.token }));
  } catch (error) {
    clearSession();
    throw error;
  }
}
