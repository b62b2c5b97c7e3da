import type { ChatUser } from "../chat/chat-bus";
import { StorageKey } from "../storage-keys";
import { isCustomerView, viewCustomerEmail } from "./customer-view";

/** The profile kept in local storage `users` (spec 01 §3: uid, username, email). */
export type SessionUser = ChatUser;

export function readSessionUser(): SessionUser | null {
  if (typeof window === "undefined") return null;
  // A staff view names the customer it shows, never whoever is signed in on this browser (ADR 431).
  if (isCustomerView()) {
    const email = viewCustomerEmail();
    return email ? { uid: "", username: email, email } : null;
  }
  try {
    const value = JSON.parse(window.localStorage.getItem(StorageKey.users) ?? "null") as Partial<SessionUser> | null;
    return value &&
      typeof value.uid === "string" &&
      typeof value.username === "string" &&
      typeof value.email === "string"
      ? { uid: value.uid, username: value.username, email: value.email }
      : null;
  } catch {
    return null;
  }
}

export function writeSessionUser(user: SessionUser): void {
  window.localStorage.setItem(StorageKey.users, JSON.stringify(user));
  window.dispatchEvent(new StorageEvent("storage", { key: StorageKey.users }));
}
