import { useSyncExternalStore } from "react";
import { StorageKey } from "../storage-keys";

/** Logged in means only that a token exists in local storage (spec 02 §2). */
export function readToken(): string | null {
  return typeof window === "undefined" ? null : window.localStorage.getItem(StorageKey.token);
}

export function clearSession(): void {
  window.localStorage.removeItem(StorageKey.token);
  window.localStorage.removeItem(StorageKey.users);
  window.dispatchEvent(new StorageEvent("storage", { key: StorageKey.token }));
}

function subscribe(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === StorageKey.token) onChange();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}

/** Server and hydration render as logged out; the real state follows right after hydration. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readToken() !== null,
    () => false,
  );
}
