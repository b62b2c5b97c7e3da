import { type StaticRegion, staticRegions as staticRegionsEndpoint } from "@portico/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, staticIps, staticRegions } from "../../db/schema/index.ts";
import { importStaticIpsJob } from "../../jobs/import-static-ips.job.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createRegion } from "../../test/money-fixtures.ts";
import { commitIpImport, dryRunIpImport, ipImportById, runIpImportJob } from "./ip-import.service.ts";

let t: TestApp;
beforeAll(async () => {
  // The import job on pg-boss, polled often so a queued commit starts at once.
  t = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5, runAtStart: false, jobs: [importStaticIpsJob] } });
});
afterAll(() => t.close());

let files = 0;

/**
 * A 10,000-row file for a region of its own (with `existing` IPs already in the inventory):
 * 9,980 valid rows, and 4 bad rows of each kind mixed in at fixed lines. Answers the content,
 * the region, and the bad rows' lines and codes.
 */
async function tenThousandRows(existing: number) {
  const file = files++;
  const code = `IMP-${file}`;
  const regionId = await createRegion(t, code, existing);
  const present = await t.database.db
    .select({ address: staticIps.address, port: staticIps.port })
    .from(staticIps)
    .where(eq(staticIps.regionId, regionId));
  const bad = new Map<number, { row: string; code: string }>();
  const kinds: [string, (n: number) => string][] = [
    ["bad_ipv4", (n) => [`198.${20 + file}.300.${n}`, "10.0.0", `01.2.3.${n}`, "fe80::1"][n] as string],
    ["bad_port", (n) => ["0", "65536", "80a", "-1"][n] as string],
    ["unknown_region", () => ""],
    ["duplicate_in_file", () => ""],
    ["already_in_inventory", () => ""],
  ];
  const rows: string[] = ["address,port,region,note"];
  let valid = 0;
  let lastValid = "";
  for (let line = 2; rows.length < 10_001; line++) {
    const slot = (line * 7919) % 10_000;
    const kind = slot < 20 ? kinds[Math.floor(slot / 4)] : undefined;
    const n = slot % 4;
    // Addresses of 198.(20+file).x.y, port 9000: no other test or seed row uses them.
    const address = `198.${20 + file}.${Math.floor(valid / 250)}.${(valid % 250) + 1}`;
    let row: string;
    if (!kind) {
      row = ` ${address} , 9000 ,${code},first batch`;
      lastValid = address;
      valid++;
    } else if (kind[0] === "bad_ipv4") row = `${kind[1](n)},9000,${code},`;
    else if (kind[0] === "bad_port") row = `${address},${kind[1](n)},${code},`;
    // Addresses no valid row takes (third octet 250), so the region alone is at fault.
    else if (kind[0] === "unknown_region") row = `198.${20 + file}.250.${n + 1},9000,NOPE-${n},`;
    // The valid row just above again (line 2, the first row, is not one of the bad lines).
    else if (kind[0] === "duplicate_in_file") row = `${lastValid},9000,${code},again`;
    else row = `${present[n]?.address},${present[n]?.port},${code},`;
    if (kind) bad.set(line, { row, code: kind[0] });
    rows.push(row);
  }
  return { content: `${rows.join("\r\n")}\r\n`, code, regionId, bad };
}

async function regionStock(regionId: number): Promise<number | undefined> {
  const response = await t.app.inject({ method: "GET", url: staticRegionsEndpoint.path });
  return response.json<{ data: { area: StaticRegion[] } }>().data.area.find((r) => r.id === regionId)?.stock;
}

const ipsOf = async (regionId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(staticIps)
      .where(and(eq(staticIps.regionId, regionId), eq(staticIps.status, "available")))
  )[0]?.n;

const auditOf = (importId: string) =>
  t.database.db
    .select({ action: auditEvents.action, staffId: auditEvents.staffId, after: auditEvents.after })
    .from(auditEvents)
    .where(and(eq(auditEvents.resource, "static_ip_import"), eq(auditEvents.resourceId, importId)))
    .orderBy(auditEvents.seq);

describe("static IP import from CSV", () => {
  it("dry run names exactly the bad rows, writes no IP; the commit job writes the valid ones with progress, once", async () => {
    const file = await tenThousandRows(4);
    expect(file.bad.size).toBe(20);
    const stockBefore = await regionStock(file.regionId);
    expect(stockBefore).toBe(4);

    const dry = await dryRunIpImport(t.database.db, { content: file.content, fileName: "ips.csv", staffId: null });
    expect(dry).toMatchObject({
      status: "dry_run",
      totalRows: 10_000,
      validRows: 9_980,
      errorRows: 20,
      rowsWritten: 0,
    });
    expect(dry.report.errorCount).toBe(20);
    expect(dry.report.errors.map((e) => [e.line, e.code])).toEqual(
      [...file.bad].sort(([a], [b]) => a - b).map(([line, bad]) => [line, bad.code]),
    );
    expect(dry.report.ignoredColumns).toEqual(["note"]);
    expect(await ipsOf(file.regionId)).toBe(4);

    // Queued on pg-boss: the job's progress grows batch by batch while the test watches.
    const commit = await commitIpImport(t.database.db, { importId: dry.id, content: file.content, staffId: null });
    if (!commit.queued) throw new Error("the commit was not queued");
    expect(commit.job.rows).toHaveLength(9_980);
    const commitStarted = performance.now();
    expect(await t.jobs?.request(importStaticIpsJob.name, { data: commit.job })).toBe(true);
    const seen = new Set<number>();
    for (;;) {
      const now = await ipImportById(t.database.db, dry.id);
      seen.add(now?.rowsWritten ?? -1);
      if (now?.status === "done" || now?.status === "failed") break;
      if (performance.now() - commitStarted > 60_000) throw new Error(`the import is still ${now?.status}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const done = await ipImportById(t.database.db, dry.id);
    expect(done).toMatchObject({ status: "done", rowsWritten: 9_980 });
    expect(done?.finishedAt).toBeInstanceOf(Date);
    expect([...seen].some((n) => n > 0 && n < 9_980)).toBe(true);
    expect(await ipsOf(file.regionId)).toBe(4 + 9_980);
    await expect.poll(() => regionStock(file.regionId), { timeout: 5_000, interval: 20 }).toBe(4 + 9_980);

    // A second commit of the same import is a no-op.
    const again = await commitIpImport(t.database.db, { importId: dry.id, content: file.content, staffId: null });
    expect(again.queued).toBe(false);
    expect(await ipsOf(file.regionId)).toBe(4 + 9_980);

    const audit = await auditOf(dry.id);
    expect(audit.map((row) => [row.action, row.staffId])).toEqual([
      ["inventory.import.dry_run", null],
      ["inventory.import.commit", null],
    ]);
    expect(audit[0]?.after).toMatchObject({ total_rows: 10_000, valid_rows: 9_980, error_rows: 20 });

    // Once written, the same file's rows are all reported as already in the inventory.
    const rerun = await dryRunIpImport(t.database.db, { content: file.content, fileName: "ips.csv", staffId: null });
    expect(rerun).toMatchObject({ validRows: 0, errorRows: 10_000 });
    expect(rerun.report.errorCount).toBe(10_000);
    // The report lists the first 1,000 by line, and counts them all.
    expect(rerun.report.errors).toHaveLength(1_000);
    expect(rerun.report.errors.filter((e) => e.code === "already_in_inventory").length).toBeGreaterThan(990);
  });

  it("refuses a file changed since its dry run", async () => {
    const file = await tenThousandRows(4);
    const dry = await dryRunIpImport(t.database.db, { content: file.content, fileName: "ips.csv", staffId: null });
    const changed = file.content.replace(`198.${files + 19}.0.7`, `198.${files + 19}.0.8`);
    expect(changed).not.toBe(file.content);
    await expect(
      commitIpImport(t.database.db, { importId: dry.id, content: changed, staffId: null }),
    ).rejects.toMatchObject({ code: "import_content_changed" });
    expect(await ipImportById(t.database.db, dry.id)).toMatchObject({ status: "dry_run", rowsWritten: 0 });
    expect(await ipsOf(file.regionId)).toBe(4);
    expect((await auditOf(dry.id)).map((row) => row.action)).toEqual(["inventory.import.dry_run"]);
  });

  it("two commits of one import at once, each run beside the other, write every IP once and count it once", async () => {
    const file = await tenThousandRows(4);
    const dry = await dryRunIpImport(t.database.db, { content: file.content, fileName: "ips.csv", staffId: null });
    const commits = await Promise.all(
      [1, 2].map(() => commitIpImport(t.database.db, { importId: dry.id, content: file.content, staffId: null })),
    );
    const runs = await Promise.all(
      commits.map((commit) => {
        if (!commit.queued) throw new Error("a commit before any run is queued");
        return runIpImportJob(t.database.db, commit.job, { now: () => new Date(), batch: 500 });
      }),
    );
    expect(runs.reduce((sum, run) => sum + run.written, 0)).toBe(9_980);
    const [counts] = await t.database.db
      .select({ rows: sql<number>`count(*)::int`, pairs: sql<number>`count(distinct (address, port))::int` })
      .from(staticIps)
      .where(eq(staticIps.regionId, file.regionId));
    expect(counts).toEqual({ rows: 4 + 9_980, pairs: 4 + 9_980 });
    expect(await ipImportById(t.database.db, dry.id)).toMatchObject({ status: "done", rowsWritten: 9_980 });
    expect((await auditOf(dry.id)).map((row) => row.action)).toEqual([
      "inventory.import.dry_run",
      "inventory.import.commit",
      "inventory.import.commit",
    ]);
  });

  it("a run that failed half way is run again by the next commit and writes only the rest", async () => {
    const file = await tenThousandRows(4);
    const dry = await dryRunIpImport(t.database.db, { content: file.content, fileName: "ips.csv", staffId: null });
    const commit = await commitIpImport(t.database.db, { importId: dry.id, content: file.content, staffId: null });
    if (!commit.queued) throw new Error("the commit was not queued");
    // The fifth batch names a region that does not exist: its transaction fails, the four before it stay.
    const broken = commit.job.rows.map((row, index): typeof row =>
      index === 4_500 ? [row[0], row[1], 2_000_000_000] : row,
    );
    await expect(
      runIpImportJob(t.database.db, { ...commit.job, rows: broken }, { now: () => new Date() }),
    ).rejects.toThrow();
    expect(await ipImportById(t.database.db, dry.id)).toMatchObject({ status: "failed", rowsWritten: 4_000 });
    expect(await ipsOf(file.regionId)).toBe(4 + 4_000);

    const retry = await commitIpImport(t.database.db, { importId: dry.id, content: file.content, staffId: null });
    if (!retry.queued) throw new Error("a failed import was not queued again");
    expect(await runIpImportJob(t.database.db, retry.job, { now: () => new Date() })).toEqual({
      written: 5_980,
      done: true,
    });
    expect(await ipImportById(t.database.db, dry.id)).toMatchObject({ status: "done", rowsWritten: 9_980 });
    expect(await ipsOf(file.regionId)).toBe(4 + 9_980);
  });

  it("takes an inactive region's rows and says it is not on sale; refuses a file without the columns", async () => {
    const regionId = await createRegion(t, "IMP-OFF", 0);
    await t.database.db.update(staticRegions).set({ active: false }).where(eq(staticRegions.id, regionId));
    const dry = await dryRunIpImport(t.database.db, {
      content: "Region,Address,Port\nIMP-OFF,198.90.0.1,7000\nIMP-OFF,198.90.0.2,7000\n",
      fileName: "off.csv",
      staffId: null,
    });
    expect(dry).toMatchObject({ validRows: 2, errorRows: 0 });
    expect(dry.report.inactiveRegions).toEqual([{ code: "IMP-OFF", rows: 2 }]);
    await expect(
      dryRunIpImport(t.database.db, { content: "ip,port\n198.90.0.3,7000\n", fileName: "x.csv", staffId: null }),
    ).rejects.toMatchObject({ code: "import_header_invalid", params: { missing: "address, region" } });
    await expect(
      dryRunIpImport(t.database.db, { content: "address,port,region\n\n", fileName: "x.csv", staffId: null }),
    ).rejects.toMatchObject({ code: "import_row_count_invalid" });
  });
});
