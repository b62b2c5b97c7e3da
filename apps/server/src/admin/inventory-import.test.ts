import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, staticIps } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { createRegion } from "../test/money-fixtures.ts";
import { runAdminCommand } from "./admin-commands.ts";

let t: TestApp;
// Made when the tests run, so a filtered run leaves no directory behind.
let scratch = "";
beforeAll(async () => {
  t = await createTestApp();
  scratch = mkdtempSync(path.join(tmpdir(), "portico-inventory-import-"));
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await t.close();
});

const admin = (...argv: string[]) =>
  runAdminCommand({ db: t.database.db, providers: async () => t.app.payments.providers }, argv);

describe("npm run admin -- inventory:import", () => {
  it("dry-runs a file with its errors and id, commits it once, and refuses it changed", async () => {
    const regionId = await createRegion(t, "CLI-IMP", 1);
    const [present] = await t.database.db.select().from(staticIps).where(eq(staticIps.regionId, regionId));
    const file = path.join(scratch, "ips.csv");
    const rows = [
      "address,port,region,comment",
      "198.99.0.1,8000,CLI-IMP,ok",
      "198.99.0.300,8000,CLI-IMP,",
      "198.99.0.2,8000,NOWHERE,",
      `${present?.address},${present?.port},CLI-IMP,`,
      "198.99.0.3,8000,CLI-IMP,",
      "198.99.0.1,8000,CLI-IMP,again",
    ];
    writeFileSync(file, `${rows.join("\n")}\n`);

    const dry = await admin("inventory:import", file);
    const id = /Import id ([0-9a-f-]{36})\./.exec(dry)?.[1] ?? "";
    expect(dry).toBe(
      [
        `Dry run of ips.csv: 6 rows, 2 valid, 4 with errors; no IP written. Import id ${id}.`,
        "  Line 3: “198.99.0.300” is not an IPv4 address like 203.0.113.7.",
        "  Line 4: no region has the code “NOWHERE”.",
        `  Line 5: ${present?.address}:${present?.port} is already in the inventory.`,
        "  Line 7: 198.99.0.1:8000 appears earlier in the file.",
        "Columns ignored: comment.",
        `Commit the 2 valid rows with: npm run admin -- inventory:import ${file} --commit ${id}`,
      ].join("\n"),
    );
    const count = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(staticIps)
          .where(eq(staticIps.regionId, regionId))
      )[0]?.n;
    expect(await count()).toBe(1);

    writeFileSync(file, `${rows.join("\n")}\n198.99.0.4,8000,CLI-IMP,\n`);
    await expect(admin("inventory:import", file, "--commit", id)).rejects.toThrow(
      `This file is not the one the dry run of import ${id} checked: run the dry run again on it.`,
    );
    writeFileSync(file, `${rows.join("\n")}\n`);
    expect(await admin("inventory:import", file, "--commit", id)).toBe(`Import ${id} committed: 2 IPs written.`);
    expect(await count()).toBe(3);
    expect(await admin("inventory:import", file, "--commit", id)).toBe(
      `Import ${id} was committed already (2 IPs written): nothing to do.`,
    );
    expect(await count()).toBe(3);
    const audit = await t.database.db
      .select({ action: auditEvents.action, staffId: auditEvents.staffId })
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, "static_ip_import"), eq(auditEvents.resourceId, id)))
      .orderBy(auditEvents.seq);
    expect(audit).toEqual([
      { action: "inventory.import.dry_run", staffId: null },
      { action: "inventory.import.commit", staffId: null },
    ]);
  });

  it("answers a missing file, a bad header, an unknown import and a wrong call in one sentence", async () => {
    await expect(admin("inventory:import", path.join(scratch, "none.csv"))).rejects.toThrow(
      `Cannot read ${path.join(scratch, "none.csv")}.`,
    );
    const file = path.join(scratch, "bad.csv");
    writeFileSync(file, "ip,port\n198.99.1.1,8000\n");
    await expect(admin("inventory:import", file)).rejects.toThrow(
      "The first line must name the columns address, port and region; missing: address, region.",
    );
    await expect(admin("inventory:import", file, "--commit", "nope")).rejects.toThrow("No import has the id nope.");
    writeFileSync(file, "address,port,region\n198.99.1.1,8000,NOWHERE\n");
    expect(await admin("inventory:import", file)).toMatch(/0 valid, 1 with errors;[\s\S]*\nNo valid row to commit\.$/);
    await expect(admin("inventory:import")).rejects.toThrow(/inventory:import takes one CSV file/);
  });
});
