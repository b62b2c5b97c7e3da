import { randomBytes } from "node:crypto";
import type { BuiltinRole, Endpoint } from "@portico/contracts";
import { expect } from "vitest";
import { createStaffService } from "../modules/staff/staff.service.ts";
import type { TestApp } from "./create-test-app.ts";
import { createCustomer } from "./money-fixtures.ts";
import { acceptAndEnrol, type ConsoleClient } from "./staff-fixtures.ts";

/**
 * A console member of a built-in role, signed in past the second factor: invited as the command
 * line invites (the link the service answers), then accepted and enrolled through the API.
 */
export async function consoleMember(t: TestApp, role: BuiltinRole, now: () => Date = () => new Date()) {
  const staff = createStaffService({
    db: t.database.db,
    now,
    mail: t.app.mail,
    publicUrl: t.config.publicUrl,
    productName: t.config.productName,
  });
  const email = `${role}-${randomBytes(4).toString("hex")}@example.com`;
  const { link } = await staff.invite(null, { email, role: { name: role }, language: "en" });
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return { email, ...(await acceptAndEnrol(t.app, { token, email, now })) };
}

/**
 * Every endpoint given answers a customer's session, a customer's API key and an anonymous caller
 * 404 (the console does not exist for them, ADR 420), and `outsider`, a member whose roles lack
 * the endpoint's permission, 403 — before its input is even looked at.
 */
export async function expectConsoleRefusals(t: TestApp, endpoints: readonly Endpoint[], outsider: ConsoleClient) {
  const customer = await createCustomer(t);
  const key = await t.app.inject({
    method: "POST",
    url: "/api/member/api_keys/create",
    headers: { token: customer.token },
    payload: { name: "script", access: "full" },
  });
  const apiKey: string = key.json().data.key;
  for (const endpoint of endpoints) {
    expect(endpoint.access.kind, endpoint.operationId).toBe("staff");
    for (const headers of [{}, { token: customer.token }, { authorization: `Bearer ${apiKey}` }]) {
      const response = await t.app.inject({
        method: endpoint.method,
        url: endpoint.path,
        headers: { ...headers, "x-portico-console": "1" },
        ...(endpoint.method === "POST" ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${endpoint.operationId} ${Object.keys(headers)}`).toBe(404);
    }
    const refused =
      endpoint.method === "POST" ? await outsider.post(endpoint.path, {}) : await outsider.get(endpoint.path);
    expect(refused.statusCode, `${endpoint.operationId} as a member without its permission`).toBe(403);
    expect(refused.json().error).toBe("forbidden");
  }
}
