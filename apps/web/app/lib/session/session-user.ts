import type { ChatUser } from "../chat/chat-bus";
import { StorageKey } from "../storage-keys";

/** The profile kept in local storage `users` (spec 01 §3: uid, username, email). */
export type SessionUser = ChatUser;

export function readSessionUser(): SessionUser | null {
  if (typeof window === "undefined") return null;
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
