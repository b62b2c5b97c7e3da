import { loginRedirectFor, requiresLogin } from "@portico/domain";
import { redirect } from "react-router";
import { adoptCustomerView } from "./customer-view";
import { readToken } from "./token";

/** Client-loader guard: a logged-out visitor of a guarded path goes to /login with the full target. */
export function requireLogin(request: Request): void {
  adoptCustomerView();
  const url = new URL(request.url);
  if (!requiresLogin(url.pathname) || readToken() !== null) return;
  // The target is path plus query: a URL fragment never reaches a loader's request.
  const target = loginRedirectFor(`${url.pathname}${url.search}`);
  if (target) throw redirect(target);
}
