import { useSyncExternalStore } from "react";
import { StorageKey } from "../storage-keys";
import { readViewToken } from "./customer-view";

/**
 * Logged in means only that a token exists in local storage (spec 02 §2) — or, in a tab a staff
 * member opened as a view of a customer's account, that tab's view token (ADR 431).
 */
export function readToken(): string | null {
  return typeof window === "undefined" ? null : (readViewToken() ?? window.localStorage.getItem(StorageKey.token));
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
