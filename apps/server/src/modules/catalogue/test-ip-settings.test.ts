import { consoleTestIpSettings, updateConsoleTestIpSettings } from "@portico/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, testIpSettings } from "../../db/schema/index.ts";
import { accountsTestEnv, logIn, signUp } from "../../test/accounts-fixtures.ts";
import { consoleMember } from "../../test/console-members.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../test/smtp-catcher.ts";
import type { ConsoleClient } from "../../test/staff-fixtures.ts";

/**
 * The free test IPs a new account is given (spec 01 §3), set in the console: the configured
 * default until then; a change reaches the next signup, not the accounts already open.
 */
let t: TestApp;
let smtp: SmtpCatcher;
let owner: ConsoleClient;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { ...accountsTestEnv(smtp), TEST_IPS_PER_ACCOUNT: "3" } });
  owner = (await consoleMember(t, "owner")).client;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A new customer's test-IP authorities, as the purchase panel reads them. */
async function authoritiesOfNewCustomer(email: string) {
  await signUp(t.app, smtp, email);
  const token = (await logIn(t.app, email)).json().data.token as string;
  const response = await t.app.inject({ url: "/api/member/authorities", headers: { token } });
  const { show_test_ip, left_test_ips } = response.json().data;
  return { show_test_ip, left_test_ips };
}

describe("test-IP settings in the console", () => {
  it("answers the configured default until the console sets it; each test IP lasts 24 hours", async () => {
    const response = await owner.get(consoleTestIpSettings.path);
    expect(response.json().data).toEqual({ ips_per_account: 3, hours: 24 });
    expect(await authoritiesOfNewCustomer("before@example.com")).toEqual({ show_test_ip: 1, left_test_ips: 3 });
  });

  it("gives the next new account the new number, audited with before and after; accounts already open keep theirs", async () => {
    const changed = await owner.post(updateConsoleTestIpSettings.path, { ips_per_account: 7 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toEqual({ ips_per_account: 7, hours: 24 });
    expect((await owner.get(consoleTestIpSettings.path)).json().data.ips_per_account).toBe(7);
    expect(await authoritiesOfNewCustomer("after@example.com")).toEqual({ show_test_ip: 1, left_test_ips: 7 });
    const token = (await logIn(t.app, "before@example.com")).json().data.token as string;
    const before = await t.app.inject({ url: "/api/member/authorities", headers: { token } });
    expect(before.json().data.left_test_ips).toBe(3);
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "catalogue.test_ips.update"));
    expect(row).toMatchObject({
      resource: "test_ip_settings",
      before: { ips_per_account: 3, hours: 24 },
      after: { ips_per_account: 7, hours: 24 },
    });
  });

  it("turns the test tab off for new accounts with 0", async () => {
    await owner.post(updateConsoleTestIpSettings.path, { ips_per_account: 0 });
    expect(await authoritiesOfNewCustomer("none@example.com")).toEqual({ show_test_ip: 0, left_test_ips: 0 });
  });

  it.each([
    ["above 100", 101],
    ["negative", -1],
    ["fractional", 2.5],
  ])("refuses a number %s with a localised 400 and changes nothing", async (_label, ips) => {
    const before = await t.database.db.select().from(testIpSettings);
    const response = await owner.post(
      updateConsoleTestIpSettings.path,
      { ips_per_account: ips },
      { language: "zh-CN" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_failed", msg: "请求参数无效：ips_per_account。" });
    expect(await t.database.db.select().from(testIpSettings)).toEqual(before);
  });

  it("refuses a member without catalogue:write the change, and one without catalogue:read the reading", async () => {
    const auditor = (await consoleMember(t, "auditor")).client;
    const content = (await consoleMember(t, "content")).client;
    expect((await auditor.get(consoleTestIpSettings.path)).statusCode).toBe(200);
    expect((await auditor.post(updateConsoleTestIpSettings.path, { ips_per_account: 9 })).statusCode).toBe(403);
    expect((await content.get(consoleTestIpSettings.path)).statusCode).toBe(403);
    expect((await owner.get(consoleTestIpSettings.path)).json().data.ips_per_account).toBe(0);
  });
});
