import {
  consoleInventoryStock,
  consoleIpImport,
  consoleIpImportCommit,
  consoleIpImportDryRun,
  consoleIpImportList,
} from "@portico/contracts";
import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, orders, staticIpImports, staticIps } from "../../db/schema/index.ts";
import { importStaticIpsJob } from "../../jobs/import-static-ips.job.ts";
import { consoleMember, expectConsoleRefusals } from "../../test/console-members.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createCustomer, createRegion } from "../../test/money-fixtures.ts";
import type { ConsoleClient } from "../../test/staff-fixtures.ts";

/** The console's static inventory through the app: stock per region, and the CSV import as a dry run, then a job. */
let t: TestApp;
let owner: ConsoleClient;
beforeAll(async () => {
  // The import job on pg-boss, polled often so a committed import starts at once.
  t = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5, runAtStart: false, jobs: [importStaticIpsJob] } });
  owner = (await consoleMember(t, "owner")).client;
}, 120_000);
afterAll(() => t.close());

/** A region of its own, and a file for it: `good` new IPs of 198.51.<n>.x, then the bad rows given. */
let files = 0;
async function fileFor(good: number, badRows: (code: string) => string[] = () => []) {
  const code = `CON-${files++}`;
  await createRegion(t, code, 0);
  const rows = Array.from({ length: good }, (_, i) => `198.51.${files}.${i + 1},7000,${code}`);
  return { code, content: ["address,port,region", ...rows, ...badRows(code)].join("\n") };
}

const importsOf = async (fileName: string) =>
  t.database.db.select().from(staticIpImports).where(eq(staticIpImports.fileName, fileName));

describe("who may use the inventory screens", () => {
  it("refuses customers, API keys, anonymous callers, and members without inventory:read or inventory:import", async () => {
    const support = await consoleMember(t, "support");
    await expectConsoleRefusals(
      t,
      [consoleInventoryStock, consoleIpImportDryRun, consoleIpImportCommit, consoleIpImport, consoleIpImportList],
      support.client,
    );
    // An auditor reads the inventory and the imports but cannot import.
    const auditor = await consoleMember(t, "auditor");
    expect((await auditor.client.get("/api/console/inventory/stock")).statusCode).toBe(200);
    expect((await auditor.client.get("/api/console/inventory/imports")).statusCode).toBe(200);
    const { content } = await fileFor(2);
    const refused = await auditor.client.post("/api/console/inventory/import/dry-run", {
      file_name: "auditor.csv",
      content,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe("Your role does not allow inventory:import.");
    expect(await importsOf("auditor.csv")).toHaveLength(0);
  });
});

describe("the import", () => {
  it("dry-runs a file with bad rows, naming each, writing no IP; commits it as a job with progress; keeps the report", async () => {
    const { code, content } = await fileFor(25, (region) => [
      `198.51.999.1,7000,${region}`,
      `198.51.${files}.1,7000,${region}`,
      `203.0.113.9,7000,NOWHERE`,
      `203.0.113.10,70000,${region}`,
    ]);
    const dry = await owner.post("/api/console/inventory/import/dry-run", { file_name: "stock.csv", content });
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json().data;
    expect(report).toMatchObject({ status: "dry_run", total_rows: 29, valid_rows: 25, error_rows: 4, rows_written: 0 });
    expect(report.report.error_count).toBe(4);
    expect(report.report.errors.map((e: { line: number; code: string }) => [e.line, e.code])).toEqual([
      [27, "bad_ipv4"],
      [28, "duplicate_in_file"],
      [29, "unknown_region"],
      [30, "bad_port"],
    ]);
    expect(report.report.errors[0].message).toBe("Line 27: “198.51.999.1” is not an IPv4 address like 203.0.113.7.");
    const zhAnswer = await t.app.inject({
      url: `/api/console/inventory/import?id=${report.id}`,
      headers: { "accept-language": "zh-CN", cookie: `portico_staff=${owner.cookie}` },
    });
    expect(zhAnswer.json().data.report.errors[2].message).toBe("第 29 行：没有代码为“NOWHERE”的地区。");
    // Nothing written yet.
    const stockOf = async () =>
      (await owner.get("/api/console/inventory/stock"))
        .json()
        .data.list.find((row: { country_code: string }) => row.country_code === code);
    expect(await stockOf()).toMatchObject({ available: 0, sold: 0, test: 0, low: true });
    const [dryAudit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "inventory.import.dry_run"), eq(auditEvents.resourceId, report.id)));
    expect(dryAudit).toMatchObject({ outcome: "succeeded", ip: "127.0.0.1" });
    expect(dryAudit?.staffId).toBeTruthy();
    expect(dryAudit?.requestId).toBeTruthy();

    const commit = await owner.post("/api/console/inventory/import/commit", { import_id: report.id, content });
    expect(commit.statusCode, commit.body).toBe(200);
    expect(commit.json().data.queued).toBe(true);
    await expect
      .poll(async () => (await owner.get(`/api/console/inventory/import?id=${report.id}`)).json().data.status, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe("done");
    const done = (await owner.get(`/api/console/inventory/import?id=${report.id}`)).json().data;
    expect(done).toMatchObject({ rows_written: 25, error_rows: 4 });
    expect(done.finished_at).toBeGreaterThanOrEqual(done.started_at);
    expect(done.report.errors).toHaveLength(4);
    expect(await stockOf()).toMatchObject({ available: 25, low: false });
    const [commitAudit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "inventory.import.commit"), eq(auditEvents.resourceId, report.id)));
    expect(commitAudit?.after).toEqual({ status: "queued", rows_to_write: 25 });

    // Committing again changes nothing; the list keeps the import with its counts.
    const again = await owner.post("/api/console/inventory/import/commit", { import_id: report.id, content });
    expect(again.json().data).toMatchObject({ queued: false, import: { status: "done", rows_written: 25 } });
    const written = await t.database.db
      .select()
      .from(staticIps)
      .where(like(staticIps.address, `198.51.${files}.%`));
    expect(written).toHaveLength(25);
    const list = (await owner.get("/api/console/inventory/imports")).json().data.list;
    expect(list[0]).toMatchObject({ id: report.id, file_name: "stock.csv", status: "done", rows_written: 25 });
  });

  it("refuses a commit with other content, an unknown import, and a file without the columns — changing nothing", async () => {
    const { content } = await fileFor(3);
    const dry = (
      await owner.post("/api/console/inventory/import/dry-run", { file_name: "changed.csv", content })
    ).json().data;
    const auditsBefore = (await t.database.db.select().from(auditEvents)).length;
    const changed = await owner.post(
      "/api/console/inventory/import/commit",
      { import_id: dry.id, content: `${content}\n198.51.200.1,7000,XX` },
      { language: "zh-CN" },
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ error: "import_content_changed" });
    expect(changed.json().msg).toContain("试运行");
    const unknown = await owner.post("/api/console/inventory/import/commit", {
      import_id: "00000000-0000-4000-8000-000000000000",
      content,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await importsOf("changed.csv"))[0]?.status).toBe("dry_run");

    const header = await owner.post("/api/console/inventory/import/dry-run", {
      file_name: "header.csv",
      content: "ip,port\n1.2.3.4,80",
    });
    expect(header.statusCode).toBe(400);
    expect(header.json()).toMatchObject({ error: "import_header_invalid" });
    expect(header.json().msg).toContain("missing: address, region");
    expect(await importsOf("header.csv")).toHaveLength(0);

    for (const body of [{ file_name: "x.csv" }, { file_name: "", content }, { import_id: "not-an-id", content }]) {
      const url = "import_id" in body ? "commit" : "dry-run";
      const bad = await owner.post(`/api/console/inventory/import/${url}`, body, { language: "zh-CN" });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().error).toBe("validation_failed");
      expect(bad.json().msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await t.database.db.select().from(auditEvents)).length).toBe(auditsBefore);
  });
});

describe("the stock per region", () => {
  it("counts free, reserved, sold, test and disabled IPs per region and flags a region on sale below the threshold", async () => {
    const code = `STK-${files++}`;
    const regionId = await createRegion(t, code, 12);
    const ids = (await t.database.db.select().from(staticIps).where(eq(staticIps.regionId, regionId))).map((r) => r.id);
    await t.database.db
      .update(staticIps)
      .set({ status: "disabled" })
      .where(inArray(staticIps.id, ids.slice(0, 3)));
    // Two IPs given by a paid monthly order, one by a free test order.
    const customer = await createCustomer(t);
    const orderOf = async (dateUnit: string) => {
      const [order] = await t.database.db
        .insert(orders)
        .values({
          orderNo: `STK${files}${dateUnit}`,
          userId: customer.userId,
          kind: "static",
          listType: 2,
          titleEn: "Static IPs",
          titleZh: "静态 IP",
          dateUnit,
          quantity: 1,
          priceCents: 0,
          closeAt: new Date(),
        })
        .returning({ id: orders.id });
      if (!order) throw new Error("no order");
      return order.id;
    };
    const assign = (id: number, orderId: number) =>
      t.database.db
        .update(staticIps)
        .set({
          status: "assigned",
          ownerId: customer.userId,
          orderId,
          assignedAt: new Date(),
          expireAt: new Date(Date.now() + 86_400_000),
          proxyUsername: `u${id}`,
          proxyPassword: "p",
        })
        .where(eq(staticIps.id, id));
    const monthly = await orderOf("monthly");
    await assign(ids[3] as number, monthly);
    await assign(ids[4] as number, monthly);
    await assign(ids[5] as number, await orderOf("test"));
    const answer = (await owner.get("/api/console/inventory/stock")).json().data;
    expect(answer.low_stock_below).toBe(10);
    const row = answer.list.find((entry: { region_id: number }) => entry.region_id === regionId);
    expect(row).toMatchObject({
      country_code: code,
      name: `Testland ${code}`,
      available: 6,
      reserved: 0,
      sold: 2,
      test: 1,
      disabled: 3,
      active: true,
      low: true,
    });
  });
});

describe("an instance without a jobs runner (JOBS=off)", () => {
  it("runs the committed import in process, to the same end", async () => {
    const bare = await createTestApp();
    try {
      const member = await consoleMember(bare, "catalogue");
      await createRegion(bare, "BARE-1", 0);
      const content = ["address,port,region", "198.51.250.1,7100,BARE-1", "198.51.250.2,7100,BARE-1"].join("\n");
      const dry = (
        await member.client.post("/api/console/inventory/import/dry-run", { file_name: "bare.csv", content })
      ).json().data;
      const commit = await member.client.post("/api/console/inventory/import/commit", { import_id: dry.id, content });
      expect(commit.json().data.queued).toBe(true);
      await expect
        .poll(async () => (await member.client.get(`/api/console/inventory/import?id=${dry.id}`)).json().data, {
          timeout: 10_000,
          interval: 100,
        })
        .toMatchObject({ status: "done", rows_written: 2 });
    } finally {
      await bare.close();
    }
  }, 120_000);
});
