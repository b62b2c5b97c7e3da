import type { LightMyRequestResponse } from "fastify";

/** One kind of response and the security headers it must carry. */
export type ResponseType = {
  name: string;
  response: LightMyRequestResponse;
  /** A document a browser renders (a page, the API reference), or data (the API, probes). */
  kind: "document" | "data" | "asset";
  /** Whether it answers a credential, so no cache may keep it. */
  private?: boolean;
};

/** Headers every response carries, whatever it is (OWASP secure headers, ASVS 14.4). */
const EVERYWHERE: Record<string, (value: string) => boolean> = {
  "x-content-type-options": (value) => value === "nosniff",
  "strict-transport-security": (value) =>
    /max-age=(\d+)/.test(value) && Number(/max-age=(\d+)/.exec(value)?.[1]) >= 15_552_000,
  "referrer-policy": (value) => /no-referrer|strict-origin/.test(value),
  "cross-origin-resource-policy": (value) => value === "same-origin",
  "x-frame-options": (value) => /deny|sameorigin/i.test(value),
  "content-security-policy": (value) => value.includes("frame-ancestors 'none'"),
  "permissions-policy": (value) => value.includes("camera=()") && value.includes("microphone=()"),
};

/** What a rendered page adds: a CSP that allows only this origin's scripts (and this response's nonce). */
const DOCUMENT: Record<string, (value: string) => boolean> = {
  "content-security-policy": (value) =>
    /script-src 'self'/.test(value) && value.includes("object-src 'none'") && value.includes("base-uri 'self'"),
};

/** What data adds: a CSP that allows nothing should it be opened as a page. */
const DATA: Record<string, (value: string) => boolean> = {
  "content-security-policy": (value) => value.includes("default-src 'none'"),
};

/** The headers a response type lacks or carries wrongly: `name: value` per miss. */
export function missingHeaders(type: ResponseType): string[] {
  const rules = [EVERYWHERE, type.kind === "document" ? DOCUMENT : type.kind === "data" ? DATA : {}];
  if (type.private) rules.push({ "cache-control": (value) => value.includes("no-store") || value.includes("private") });
  const misses: string[] = [];
  for (const rule of rules)
    for (const [name, holds] of Object.entries(rule)) {
      const value = type.response.headers[name];
      const text = Array.isArray(value) ? value.join(", ") : value === undefined ? undefined : String(value);
      if (text === undefined || !holds(text)) misses.push(`${type.name}: ${name} = ${text ?? "(absent)"}`);
    }
  return misses;
}

/** A Set-Cookie line's flags that do not fit the cookie. */
export function missingCookieFlags(
  line: string,
  wants: { httpOnly: boolean; secure: boolean; sameSite: "Strict" | "Lax" },
): string[] {
  const attributes = line
    .split(";")
    .slice(1)
    .map((part) => part.trim().toLowerCase());
  const misses: string[] = [];
  if (wants.httpOnly && !attributes.includes("httponly")) misses.push("HttpOnly");
  if (wants.secure && !attributes.includes("secure")) misses.push("Secure");
  if (!attributes.includes(`samesite=${wants.sameSite.toLowerCase()}`)) misses.push(`SameSite=${wants.sameSite}`);
  return misses;
}
