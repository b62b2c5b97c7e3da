import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A fresh tab at `address` (path and fragment), the customer's own session in local storage. */
async function tabAt(address: string) {
  const [path = "", hash = ""] = address.split("#");
  const location = { pathname: path, search: "", hash: hash ? `#${hash}` : "", assign: vi.fn() };
  const history = {
    state: null,
    replaceState: vi.fn((_state: unknown, _title: string, url: string) => {
      location.hash = "";
      location.pathname = url;
    }),
  };
  const window = {
    location,
    history,
    sessionStorage: memoryStorage(),
    localStorage: memoryStorage({ token: "own-session" }),
    dispatchEvent: vi.fn(),
  };
  vi.stubGlobal("window", window);
  vi.stubGlobal("StorageEvent", class {});
  const view = await import("./customer-view");
  const { readToken } = await import("./token");
  return { window, view, readToken };
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe("a staff view in a tab", () => {
  it("is taken from the fragment into this tab's session storage, and the address loses it", async () => {
    const { customerViewUrl } = await import("./customer-view");
    const url = customerViewUrl("cv_abc", "/console/customers/42");
    const tab = await tabAt(url);
    tab.view.adoptCustomerView();
    expect(tab.window.history.replaceState).toHaveBeenCalledWith(null, "", "/ucenter/info/");
    expect(tab.readToken()).toBe("cv_abc");
    expect(tab.window.localStorage.getItem("token")).toBe("own-session");
    tab.view.leaveCustomerView();
    expect(tab.window.location.assign).toHaveBeenCalledWith("/console/customers/42");
  });

  it("refuses a token that is not a view's and a way back outside the console", async () => {
    const tab = await tabAt("/ucenter/info/#customer-view=stolen&back=/console/x");
    tab.view.adoptCustomerView();
    expect(tab.view.isCustomerView()).toBe(false);
    expect(tab.readToken()).toBe("own-session");

    const other = await tabAt("/ucenter/info/#customer-view=cv_abc&back=https%3A%2F%2Fevil.example%2F");
    other.view.adoptCustomerView();
    other.view.leaveCustomerView();
    expect(other.window.location.assign).toHaveBeenCalledWith("/console/");
  });

  it("keeps the dead view's token after leaving, so late answers never touch the customer's own session", async () => {
    const tab = await tabAt("/ucenter/info/#customer-view=cv_abc&back=/console/customers/1");
    tab.view.adoptCustomerView();
    tab.view.leaveCustomerView();
    expect(tab.window.sessionStorage.getItem("customerView")).toBeNull();
    expect(tab.view.isCustomerView()).toBe(true);
    expect(tab.readToken()).toBe("cv_abc");
    tab.view.leaveCustomerView();
    expect(tab.window.location.assign).toHaveBeenCalledTimes(1);
  });
});
