import { AUDIT_PAGE_SIZE, type AuditEventView, consoleAuditEvents, consoleAuditExport } from "@portico/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleMember, expectConsoleRefusals } from "../../test/console-members.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import type { ConsoleClient } from "../../test/staff-fixtures.ts";
import { recordAudit } from "./audit.service.ts";

/** The audit browser and its export (issue #25 item 6): who may read it, its filters, its pages, the file. */
let t: TestApp;
let owner: Awaited<ReturnType<typeof consoleMember>>;
let auditor: ConsoleClient;
let support: Awaited<ReturnType<typeof consoleMember>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await consoleMember(t, "owner");
  auditor = (await consoleMember(t, "auditor")).client;
  support = await consoleMember(t, "support");
});
afterAll(() => t.close());

const page = async (client: ConsoleClient, query: Record<string, string | number>) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await client.get(`${consoleAuditEvents.path}?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { list: AuditEventView[]; next_before: number | null };
};

describe("the audit browser", () => {
  it("is closed to customers, API keys, anonymous callers and members without audit:read or audit:export", async () => {
    await expectConsoleRefusals(t, [consoleAuditEvents, consoleAuditExport], support.client);
  });

  it("shows an action with who did it, newest first, filtered by action, staff and resource", async () => {
    const roles = (await owner.client.get("/api/console/roles")).json().data.list as { id: number; name: string }[];
    const content = roles.find((role) => role.name === "content");
    const invited = await owner.client.post("/api/console/staff/invite", {
      email: "writer@example.com",
      role_id: content?.id,
    });
    expect(invited.statusCode, invited.body).toBe(200);

    const { list } = await page(auditor, { action: "staff.invite" });
    const event = list.find((row) => (row.after as { email?: string }).email === "writer@example.com");
    expect(event).toMatchObject({
      action: "staff.invite",
      outcome: "succeeded",
      staff: { email: owner.email },
      resource: expect.any(String),
    });
    expect(event?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(list.every((row) => row.action === "staff.invite")).toBe(true);

    const byOwner = await page(auditor, { staff_id: event?.staff?.id ?? "" });
    expect(byOwner.list.length).toBeGreaterThan(0);
    expect(byOwner.list.every((row) => row.staff?.id === event?.staff?.id)).toBe(true);
    const seqs = byOwner.list.map((row) => row.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
  });

  it("pages by seq without repeating or skipping a row, and stops at the end", async () => {
    const resourceId = "page-test";
    for (let index = 0; index < AUDIT_PAGE_SIZE + 7; index += 1) {
      await t.database.db.transaction((tx) =>
        recordAudit(tx, { staffId: null, action: "test.page", resource: "probe", resourceId, after: { index } }),
      );
    }
    const first = await page(auditor, { resource: "probe", resource_id: resourceId });
    expect(first.list).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.next_before).not.toBeNull();
    const second = await page(auditor, { resource: "probe", resource_id: resourceId, before: first.next_before ?? 0 });
    expect(second.list).toHaveLength(7);
    expect(second.next_before).toBeNull();
    const indexes = [...first.list, ...second.list].map((row) => (row.after as { index: number }).index);
    expect(indexes).toEqual(Array.from({ length: AUDIT_PAGE_SIZE + 7 }, (_, index) => AUDIT_PAGE_SIZE + 6 - index));
    // The command line's rows have no staff.
    expect(first.list[0]?.staff).toBeNull();
  });

  it("refuses a bad filter with the localised message and answers nothing", async () => {
    const bad = await auditor.get(`${consoleAuditEvents.path}?staff_id=not-a-uuid`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toEqual(expect.any(String));
    const future = await page(auditor, { from: 4_000_000_000 });
    expect(future.list).toEqual([]);
  });

  it("exports the filtered rows as an xlsx file, and records who took it", async () => {
    const response = await auditor.get(`${consoleAuditExport.path}?resource=probe&resource_id=page-test`);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().data as { filename: string; content_base64: string; rows: number; truncated: boolean };
    expect(file.filename).toMatch(/^Audit_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.rows).toBe(AUDIT_PAGE_SIZE + 7);
    expect(file.truncated).toBe(false);
    expect(Buffer.from(file.content_base64, "base64").subarray(0, 2).toString()).toBe("PK");

    const recorded = await page(auditor, { action: "audit.export" });
    expect(recorded.list[0]).toMatchObject({
      resource: "audit",
      after: { rows: AUDIT_PAGE_SIZE + 7, truncated: false, filters: { resource: "probe", resource_id: "page-test" } },
    });
  });
});
