import { CUSTOMER_VIEW_FRAGMENT, CUSTOMER_VIEW_TOKEN_PREFIX } from "@portico/contracts/codes";

/**
 * A staff member's view of a customer's user centre (ADR 431), kept in this tab's session
 * storage: never in local storage, so it neither signs out nor replaces a customer's own session
 * in another tab, and it ends with the tab.
 */
export const VIEW_KEY = "customerView";

type StoredView = { token: string; back: string; customer?: string };

/**
 * The view this page left, while the tab is on its way back to the console: calls still in flight
 * answer 401 with its token, and must not be taken for the end of a customer's own session in this
 * browser; calls made meanwhile keep its (dead) token rather than fall back to that session.
 */
let leftToken: string | null = null;

/** Where the console sends the tab: the user centre with the token and the way back in the fragment. */
export function customerViewUrl(token: string, back: string): string {
  return `/ucenter/info/#${CUSTOMER_VIEW_FRAGMENT}${encodeURIComponent(token)}&back=${encodeURIComponent(back)}`;
}

/** Takes a view handed over in the address's fragment into this tab, and clears it from the address. */
export function adoptCustomerView(): void {
  if (typeof window === "undefined" || !window.location.hash.startsWith(`#${CUSTOMER_VIEW_FRAGMENT}`)) return;
  const params = new URLSearchParams(window.location.hash.slice(1));
  const token = params.get(CUSTOMER_VIEW_FRAGMENT.slice(0, -1)) ?? "";
  const back = params.get("back") ?? "";
  // Only a view token, and only a way back into the console: the fragment is anyone's to write.
  if (token.startsWith(CUSTOMER_VIEW_TOKEN_PREFIX))
    window.sessionStorage.setItem(
      VIEW_KEY,
      JSON.stringify({ token, back: back.startsWith("/console/") ? back : "/console/" }),
    );
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
}

function storedView(): StoredView | null {
  if (typeof window === "undefined") return null;
  try {
    const value = JSON.parse(window.sessionStorage.getItem(VIEW_KEY) ?? "null") as Partial<StoredView> | null;
    return typeof value?.token === "string" && typeof value.back === "string"
      ? {
          token: value.token,
          back: value.back,
          ...(typeof value.customer === "string" ? { customer: value.customer } : {}),
        }
      : null;
  } catch {
    return null;
  }
}

/** This tab's view token, if it is a view. */
export function readViewToken(): string | null {
  return storedView()?.token ?? leftToken;
}

export function isCustomerView(): boolean {
  return readViewToken() !== null;
}

/** Leaves the view: this tab forgets it and goes back to the console page it came from (once). */
export function leaveCustomerView(): void {
  const view = storedView();
  if (!view) return;
  leftToken = view.token;
  window.sessionStorage.removeItem(VIEW_KEY);
  window.location.assign(view.back);
}

/** The viewed customer's email, once the view's banner has read it (the header's account menu names them). */
export function viewCustomerEmail(): string | null {
  return storedView()?.customer ?? null;
}

export function rememberViewCustomer(email: string): void {
  const view = storedView();
  if (!view || view.customer === email) return;
  window.sessionStorage.setItem(VIEW_KEY, JSON.stringify({ ...view, customer: email }));
  window.dispatchEvent(new StorageEvent("storage", { key: VIEW_KEY }));
}

/** The stored view as text, for snapshots that must change when it does. */
export function viewStorageText(): string | null {
  return typeof window === "undefined" ? null : window.sessionStorage.getItem(VIEW_KEY);
}
