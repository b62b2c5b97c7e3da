import {
  type AccessRule,
  API_KEY_SCOPES,
  BUILTIN_ROLE_PERMISSIONS,
  BUILTIN_ROLES,
  CONSOLE_HEADER,
  type CustomerScope,
  READ_ONLY_SCOPES,
  STAFF_COOKIE,
} from "@portico/contracts";
import { consoleMember } from "../../test/console-members.ts";
import type { TestApp } from "../../test/create-test-app.ts";
import { type Customer, createCustomer } from "../../test/money-fixtures.ts";

/**
 * One caller of the matrix: the headers it sends, whose it is, and what its credential holds —
 * customer scopes (a session, a key, a view) or a staff role's permissions.
 */
export type Principal = {
  name: string;
  /** The customer whose credential this is; null for staff and anonymous callers. */
  customer: "A" | "B" | null;
  scopes: ReadonlySet<CustomerScope>;
  permissions: ReadonlySet<string>;
  headers: Record<string, string>;
};

/** Whether a principal's credential passes an endpoint's access rule (ignoring whose the id is). */
export function passesRule(principal: Principal, rule: AccessRule): boolean {
  if (rule.kind === "customer") return principal.scopes.has(rule.scope);
  if (rule.kind === "staff") return principal.permissions.has(rule.permission);
  return rule.kind === "public";
}

const SESSION_SCOPES: ReadonlySet<CustomerScope> = new Set<CustomerScope>([
  ...API_KEY_SCOPES,
  "keys:manage",
  "session",
]);
const none = new Set<never>();

async function apiKey(t: TestApp, customer: Customer, access: "read" | "full") {
  const created = await t.app.inject({
    method: "POST",
    url: "/api/member/api_keys/create",
    headers: { token: customer.token },
    payload: { name: `matrix ${access}`, access },
  });
  if (created.statusCode !== 200) throw new Error(`key: ${created.body}`);
  return created.json().data.key as string;
}

/**
 * Customers A (the owner of every id the matrix names) and B; A's read-only and full keys and
 * B's key; a member of each built-in role signed in past the second factor; read-only customer
 * views (`cv_` sessions) of A and of B opened by support; and an anonymous caller.
 */
export async function buildPrincipals(t: TestApp, now: () => Date) {
  const a = await createCustomer(t, "owner-a@example.com");
  const b = await createCustomer(t, "other-b@example.com");
  const staff = Object.fromEntries(
    await Promise.all(BUILTIN_ROLES.map(async (role) => [role, await consoleMember(t, role, now)] as const)),
  );
  const viewOf = async (customer: Customer) => {
    const support = staff.support;
    if (!support) throw new Error("no support member");
    const opened = await support.client.post("/api/console/customers/view", { customer_id: customer.userId });
    if (opened.statusCode !== 200) throw new Error(`view: ${opened.body}`);
    return opened.json().data.token as string;
  };
  const customerPrincipal = (
    name: string,
    customer: "A" | "B",
    scopes: ReadonlySet<CustomerScope>,
    headers: Record<string, string>,
  ): Principal => ({ name, customer, scopes, permissions: none, headers });

  const principals: Principal[] = [
    customerPrincipal("A session", "A", SESSION_SCOPES, { token: a.token }),
    customerPrincipal("A full key", "A", new Set(API_KEY_SCOPES), {
      authorization: `Bearer ${await apiKey(t, a, "full")}`,
    }),
    customerPrincipal("A read-only key", "A", new Set(READ_ONLY_SCOPES), {
      authorization: `Bearer ${await apiKey(t, a, "read")}`,
    }),
    customerPrincipal("A customer view", "A", new Set(READ_ONLY_SCOPES), { token: await viewOf(a) }),
    customerPrincipal("B session", "B", SESSION_SCOPES, { token: b.token }),
    customerPrincipal("B full key", "B", new Set(API_KEY_SCOPES), {
      authorization: `Bearer ${await apiKey(t, b, "full")}`,
    }),
    customerPrincipal("B customer view", "B", new Set(READ_ONLY_SCOPES), { token: await viewOf(b) }),
    ...BUILTIN_ROLES.map(
      (role): Principal => ({
        name: `staff ${role}`,
        customer: null,
        scopes: none,
        permissions: new Set([...BUILTIN_ROLE_PERMISSIONS[role], "session:active", "session:end"]),
        headers: { cookie: `${STAFF_COOKIE}=${staff[role]?.client.cookie}` },
      }),
    ),
    { name: "anonymous", customer: null, scopes: none, permissions: none, headers: {} },
  ];
  return { a, b, staff, principals };
}

/** Sends one request as a principal; console paths carry the console's header as its client does. */
export function callAs(
  t: TestApp,
  principal: Principal,
  request: { method: "GET" | "POST"; url: string; payload?: object },
) {
  const console = request.url.startsWith("/api/console/");
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers: { "accept-language": "en", ...principal.headers, ...(console ? { [CONSOLE_HEADER]: "1" } : {}) },
    ...(request.method === "POST" ? { payload: request.payload ?? {} } : {}),
  });
}
