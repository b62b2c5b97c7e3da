import { randomUUID } from "node:crypto";
import { adjustCustomerWallet } from "@portico/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema/index.ts";
import { type consoleTeam, consoleTestApp, type TeamMember } from "../../test/console-team.ts";
import type { TestApp } from "../../test/create-test-app.ts";
import { createCustomer } from "../../test/money-fixtures.ts";

/**
 * A member refused by an endpoint's rule for a permission their roles lack leaves an audit row
 * (ADR 421): who, which endpoint, why. A code too old for a money action does not: the console
 * asks for a fresh one and retries, as designed.
 */
let t: TestApp;
let later: (ms: number) => void;
let team: ReturnType<typeof consoleTeam>;
let owner: TeamMember;
let support: TeamMember;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, later, team, close } = await consoleTestApp());
  owner = await team.owner("refusals-owner@example.com");
  support = await team.invited(owner, "refusals-support@example.com", "support");
}, 120_000);
afterAll(async () => {
  await close?.();
});

const refusals = (code: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, "access.refused"),
        eq(auditEvents.resourceId, adjustCustomerWallet.operationId),
        eq(auditEvents.errorCode, code),
      ),
    );

describe("refused by an endpoint's rule", () => {
  it("records a member's call beyond their roles, and not the console's ask for a fresh code", async () => {
    const customer = await createCustomer(t);
    const adjustment = {
      customer_id: customer.userId,
      request_key: randomUUID(),
      amount_cents: 500,
      reason_code: "goodwill",
      note: "for the outage",
    };
    const refused = await support.client.post(adjustCustomerWallet.path, adjustment);
    expect(refused.statusCode).toBe(403);
    const [byRole] = await refusals("forbidden");
    expect(byRole).toMatchObject({ outcome: "refused", resource: "endpoint", customerId: null });
    expect(byRole?.staffId).toBeTruthy();
    expect(byRole?.requestId).toBe(refused.headers["x-request-id"]);

    later(6 * 60_000);
    const stale = await owner.client.post(adjustCustomerWallet.path, adjustment);
    expect(stale.json().error).toBe("staff_reauth_required");
    expect(await refusals("staff_reauth_required")).toHaveLength(0);
  });

  it("records nothing for callers who are not signed-in staff", async () => {
    const customer = await createCustomer(t);
    const before = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, "access.refused")))
      .length;
    const answer = await t.app.inject({
      method: "POST",
      url: adjustCustomerWallet.path,
      headers: { token: customer.token, "x-portico-console": "1" },
      payload: {},
    });
    expect(answer.statusCode).toBe(404);
    const after = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, "access.refused")))
      .length;
    expect(after).toBe(before);
  });
});
