import { loginRedirectFor, requiresLogin } from "@portico/domain";
import { redirect } from "react-router";
import { readToken } from "./token";

/** Client-loader guard: a logged-out visitor of a guarded path goes to /login with the full target. */
export function requireLogin(request: Request): void {
  const url = new URL(request.url);
  if (!requiresLogin(url.pathname) || readToken() !== null) return;
  const target = loginRedirectFor(`${url.pathname}${url.search}${url.hash}`);
  if (target) throw redirect(target);
}
