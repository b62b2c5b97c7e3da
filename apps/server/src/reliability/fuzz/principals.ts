import { randomBytes } from "node:crypto";
import {
  API_KEY_SCOPES,
  BUILTIN_ROLE_PERMISSIONS,
  type BuiltinRole,
  type Endpoint,
  READ_ONLY_SCOPES,
  STAFF_COOKIE,
} from "@portico/contracts";
import { consoleMember } from "../../test/console-members.ts";
import type { TestApp } from "../../test/create-test-app.ts";
import { createCustomer } from "../../test/money-fixtures.ts";
import { totpAt } from "../../test/staff-fixtures.ts";

/** The gateway's service token in the fuzzed app (ADR 411). */
export const GATEWAY_TOKEN = `gw_${"f".repeat(40)}`;

const STAFF_ROLES = ["owner", "finance", "support", "catalogue", "content", "auditor"] as const satisfies BuiltinRole[];
type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Who calls: nobody, a customer's session, their read-only and full API keys, a console member of
 * each built-in role (the owner kept past reauthentication, so it reaches deepest), the gateway,
 * and each kind of credential once it is dead (unknown or revoked).
 */
export const PRINCIPALS = [
  "anonymous",
  "customer",
  "keyRead",
  "keyFull",
  ...STAFF_ROLES,
  "gateway",
  "deadSession",
  "deadKey",
  "deadStaff",
  "wrongService",
] as const;
export type PrincipalName = (typeof PRINCIPALS)[number];

const isStaff = (name: PrincipalName): name is StaffRole => (STAFF_ROLES as readonly string[]).includes(name);

/** Whether the principal passes the endpoint's access rule (a guess used to group requests, not an assertion). */
export function mayCall(name: PrincipalName, endpoint: Endpoint): boolean {
  const rule = endpoint.access;
  switch (rule.kind) {
    case "public":
      return rule.credential === "ignored" || !name.startsWith("dead");
    case "customer":
      if (name === "customer") return true;
      if (name === "keyFull") return (API_KEY_SCOPES as readonly string[]).includes(rule.scope);
      if (name === "keyRead") return (READ_ONLY_SCOPES as readonly string[]).includes(rule.scope);
      return false;
    case "staff":
      if (!isStaff(name)) return false;
      if (rule.permission === "session:active" || rule.permission === "session:end") return true;
      return (BUILTIN_ROLE_PERMISSIONS[name] as readonly string[]).includes(rule.permission);
    case "internal":
      return name === "gateway";
  }
}

type Member = { cookie: string; secret: string };

/** The live credentials of every principal, remade when a fuzzed call ends one (a logout, a disabled account). */
export async function principalPool(t: TestApp, clock: { now: () => Date; later: (ms: number) => void }) {
  let session = "";
  let keyRead = "";
  let keyFull = "";
  const members = new Map<StaffRole, Member>();

  const newKey = async (access: "read" | "full") => {
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/member/api_keys/create",
      headers: { token: session },
      payload: { name: `fuzz ${access}`, access },
    });
    if (answer.statusCode !== 200) throw new Error(`api key: ${answer.body}`);
    return answer.json<{ data: { key: string } }>().data.key;
  };
  const newCustomer = async () => {
    session = (await createCustomer(t)).token;
    keyRead = await newKey("read");
    keyFull = await newKey("full");
  };
  const newMember = async (role: StaffRole) => {
    const member = await consoleMember(t, role, clock.now);
    const cookie = member.client.cookie;
    if (!cookie) throw new Error(`no cookie for ${role}`);
    members.set(role, { cookie, secret: member.secret });
  };

  await newCustomer();
  for (const role of STAFF_ROLES) await newMember(role);
  let remade = 0;

  return {
    /** How many times a principal had to be made again. */
    get remade() {
      return remade;
    },
    headers(name: PrincipalName): Record<string, string> {
      if (isStaff(name)) return { cookie: `${STAFF_COOKIE}=${members.get(name)?.cookie}` };
      switch (name) {
        case "anonymous":
          return {};
        case "customer":
          return { token: session };
        case "keyRead":
          return { authorization: `Bearer ${keyRead}` };
        case "keyFull":
          return { authorization: `Bearer ${keyFull}` };
        case "gateway":
          return { authorization: `Bearer ${GATEWAY_TOKEN}` };
        case "deadSession":
          return { token: randomBytes(24).toString("base64url") };
        case "deadKey":
          return { authorization: `Bearer pk_live_${randomBytes(24).toString("base64url")}` };
        case "deadStaff":
          return { cookie: `${STAFF_COOKIE}=${randomBytes(32).toString("base64url")}` };
        case "wrongService":
          return { authorization: `Bearer ${randomBytes(32).toString("hex")}` };
      }
    },
    /** Whether the principal's credential still works (a 401 elsewhere may only mean the endpoint does not look at it). */
    async alive(name: PrincipalName): Promise<boolean> {
      const url = isStaff(name) ? "/api/console/me" : "/api/member/info";
      const answer = await t.app.inject({ method: "GET", url, headers: this.headers(name) });
      return answer.statusCode === 200;
    },
    /**
     * Makes a credential a fuzzed call ended live again: the customer and their keys together;
     * a member anew; the owner's reauthentication renewed (or the owner anew when its codes are locked).
     */
    async revive(name: PrincipalName, reason: "dead" | "reauth"): Promise<void> {
      remade++;
      if (name === "customer" || name === "keyRead" || name === "keyFull") return newCustomer();
      if (!isStaff(name)) return;
      const member = members.get(name);
      if (reason === "reauth" && member) {
        clock.later(30_000);
        const answer = await t.app.inject({
          method: "POST",
          url: "/api/console/reauth",
          headers: { cookie: `${STAFF_COOKIE}=${member.cookie}`, "x-portico-console": "1" },
          payload: { code: totpAt(member.secret, clock.now()) },
        });
        if (answer.statusCode === 200) return;
      }
      return newMember(name);
    },
  };
}
export type PrincipalPool = Awaited<ReturnType<typeof principalPool>>;
