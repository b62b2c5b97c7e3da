import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminUsageError, runAdminCommand } from "../../admin/admin-commands.ts";
import { createDatabase, type Db } from "../../db/client.ts";
import { migrateDatabase } from "../../db/migrate.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { listAuditEvents, recordAudit, recordRefusedAudit, verifyAuditChain } from "./audit.service.ts";
import type { AuditEventInput } from "./audit.types.ts";
import { auditHash } from "./audit-hash.ts";

/**
 * The audit's chain (ADR 421) on a real database: written in the caller's transaction, refused
 * edits through the application's connection, and edits made around the triggers — as someone
 * holding the database could — found by the verifier. On PostgreSQL the concurrent writers race
 * for real; on the embedded PGlite they run one after the other, and the same assertions hold.
 */
const driver = process.env.PORTICO_TEST_DRIVER === "postgres" ? "postgres" : "pglite";
const REPO_ROOT = path.resolve(import.meta.dirname, "../../../../..");

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  await migrateDatabase(database);
  db = database.db;
});
afterAll(() => database.close());

const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Runs statements with the audit's triggers off, as an attacker with the database could. */
async function aroundTheTriggers(db: Db, statements: ReturnType<typeof sql>[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_events disable trigger user`);
    for (const statement of statements) await tx.execute(statement);
    await tx.execute(sql`alter table audit_events enable trigger user`);
  });
}

/**
 * Tampers around the triggers, runs `check`, and puts the rows back whatever it found, so one
 * failing check does not spill into the next test.
 */
async function whileTampered(
  tamper: ReturnType<typeof sql>[],
  restore: ReturnType<typeof sql>[],
  check: () => Promise<void>,
) {
  await aroundTheTriggers(db, tamper);
  try {
    await check();
  } finally {
    await aroundTheTriggers(db, restore);
  }
}

const head = async (db: Db) => (await rows(db, sql`select seq::int as seq, hash from audit_chain_head`))[0];
const count = async (db: Db) => (await rows(db, sql`select count(*)::int as n from audit_events`))[0]?.n;

const staffId = randomUUID();
const otherStaffId = randomUUID();
const customerId = randomUUID();

const event = (n: number): AuditEventInput => ({
  staffId: n % 3 === 0 ? otherStaffId : staffId,
  customerId: n % 2 === 0 ? customerId : null,
  action: n % 5 === 0 ? "order.refund" : "wallet.adjust",
  resource: n % 5 === 0 ? "order" : "wallet",
  resourceId: n % 5 === 0 ? `S${n}` : n,
  before: { balance_cents: n * 100, tags: ["a", undefined, n], at: new Date(Date.UTC(2026, 0, 1, 0, n)) },
  after: { balance_cents: n * 100 + 50, nested: { z: 1, a: [{ y: true, b: null }] } },
  reasonCode: "goodwill",
  note: `note ${n} — 中文`,
  requestId: `req-${n}`,
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0",
});

const EVENTS = 120;

describe(`the audit's hash chain (${driver})`, () => {
  it("an empty chain verifies, and so does one after many writes, read in batches", async () => {
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: 0 });
    for (let n = 1; n <= EVENTS; n++) await db.transaction((tx) => recordAudit(tx, event(n)));
    expect(await verifyAuditChain(db, { batchSize: 7 })).toEqual({ ok: true, rows: EVENTS });
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: EVENTS });
    const chain = await rows(db, sql`select seq::int as seq, prev_hash, hash from audit_events order by seq`);
    expect(chain.map((row) => row.seq)).toEqual(Array.from({ length: EVENTS }, (_, i) => i + 1));
    expect(chain[0]?.prev_hash).toBe("0".repeat(64));
    expect(chain.slice(1).every((row, i) => row.prev_hash === chain[i]?.hash)).toBe(true);
    expect(await head(db)).toEqual({ seq: EVENTS, hash: chain.at(-1)?.hash });
  });

  it("finds a row edited around the trigger, at its seq, and one whose hash was recomputed, at the next", async () => {
    await whileTampered(
      [sql`update audit_events set note = 'nothing happened' where seq = 50`],
      [sql`update audit_events set note = 'note 50 — 中文' where seq = 50`],
      async () => {
        expect(await verifyAuditChain(db, { batchSize: 16 })).toEqual({ ok: false, firstBadSeq: 50, reason: "edited" });
      },
    );
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: EVENTS });

    // A changed amount inside `after`, the jsonb a refund or adjustment is judged by.
    await whileTampered(
      [sql`update audit_events set "after" = jsonb_set("after", '{balance_cents}', '999999') where seq = 77`],
      [sql`update audit_events set "after" = jsonb_set("after", '{balance_cents}', '7750') where seq = 77`],
      async () => {
        expect(await verifyAuditChain(db)).toEqual({ ok: false, firstBadSeq: 77, reason: "edited" });
      },
    );
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: EVENTS });

    // Rewriting the edited row's hash to match cannot hide the edit: the next row links to the old hash.
    const [row60] = (await listAuditEvents(db, {}, { before: 61, limit: 1 })).events;
    if (!row60) throw new Error("row 60 missing");
    const { prevHash, hash: _hash, ...fields } = row60;
    const forged = auditHash(prevHash, { ...fields, note: "nothing happened" });
    await whileTampered(
      [sql`update audit_events set note = 'nothing happened', hash = ${forged} where seq = 60`],
      [sql`update audit_events set note = ${row60.note}, hash = ${row60.hash} where seq = 60`],
      async () => {
        expect(await verifyAuditChain(db)).toEqual({ ok: false, firstBadSeq: 61, reason: "edited" });
      },
    );
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: EVENTS });
  });

  it("finds a deleted row as missing, and a cut tail as a head that does not end at the last row", async () => {
    await db.execute(sql`create table audit_kept_by_test as select * from audit_events where seq = 30 or seq > 110`);
    try {
      await whileTampered(
        [sql`delete from audit_events where seq = 30`],
        [sql`insert into audit_events select * from audit_kept_by_test where seq = 30`],
        async () => {
          expect(await verifyAuditChain(db, { batchSize: 10 })).toEqual({
            ok: false,
            firstBadSeq: 30,
            reason: "missing",
          });
        },
      );
      expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: EVENTS });

      await whileTampered(
        [sql`delete from audit_events where seq > 110`],
        [sql`insert into audit_events select * from audit_kept_by_test where seq > 110`],
        async () => {
          expect(await verifyAuditChain(db, { batchSize: 10 })).toEqual({
            ok: false,
            firstBadSeq: 111,
            reason: "head_mismatch",
          });
        },
      );
      expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: EVENTS });
    } finally {
      await db.execute(sql`drop table audit_kept_by_test`);
    }

    // A head moved by hand to another hash is found too.
    const before = await head(db);
    await db.execute(sql`update audit_chain_head set hash = ${"0".repeat(64)}`);
    try {
      expect(await verifyAuditChain(db)).toEqual({ ok: false, firstBadSeq: EVENTS, reason: "head_mismatch" });
    } finally {
      await db.execute(sql`update audit_chain_head set hash = ${before?.hash}`);
    }
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: EVENTS });
  });

  it("refuses UPDATE, DELETE and TRUNCATE through the application's connection", async () => {
    // The driver wraps the database's error; its cause is the trigger's message.
    const refusal = (query: ReturnType<typeof sql>) =>
      db.execute(query).then(
        () => "not refused",
        (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
      );
    expect(await refusal(sql`update audit_events set note = 'x' where seq = 1`)).toBe(
      "the audit is append-only: UPDATE on audit_events is refused",
    );
    expect(await refusal(sql`delete from audit_events where seq = ${EVENTS}`)).toBe(
      "the audit is append-only: DELETE on audit_events is refused",
    );
    expect(await refusal(sql`truncate audit_events`)).toBe(
      "the audit is append-only: TRUNCATE on audit_events is refused",
    );
    expect(await refusal(sql`delete from audit_chain_head`)).toBe(
      "the audit is append-only: DELETE on audit_chain_head is refused",
    );
    expect(await count(db)).toBe(EVENTS);
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: EVENTS });
  });

  it("a write whose transaction rolls back leaves no row and the head where it was", async () => {
    const before = await head(db);
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { ...event(1), action: "wallet.adjust.rolled_back" });
        throw new Error("the change failed after its audit row was written");
      }),
    ).rejects.toThrow("the change failed");
    expect(await head(db)).toEqual(before);
    expect(await rows(db, sql`select seq from audit_events where action = 'wallet.adjust.rolled_back'`)).toEqual([]);
    // The next write takes the seq the rolled-back one had: no gap.
    const next = await db.transaction((tx) => recordAudit(tx, event(EVENTS + 1)));
    expect(next.seq).toBe(Number(before?.seq) + 1);
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: EVENTS + 1 });
  });

  it("records a refused action in a transaction of its own, with its error code", async () => {
    const refused = await recordRefusedAudit(db, {
      ...event(2),
      action: "wallet.approve",
      outcome: "refused",
      errorCode: "staff_reauth_required",
    });
    expect(refused).toMatchObject({ seq: EVENTS + 2, outcome: "refused", errorCode: "staff_reauth_required" });
    const [row] = await rows(db, sql`select outcome, error_code from audit_events where seq = ${refused.seq}`);
    expect(row).toEqual({ outcome: "refused", error_code: "staff_reauth_required" });
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: EVENTS + 2 });
  });

  it("never stores a masked field's value, at any depth, and the masked row still verifies", async () => {
    const secrets = ["JBSWY3DPEHPK3PXP", "hunter2-correct-horse", "pk_live_abcdefghijklmnop"];
    const written = await db.transaction((tx) =>
      recordAudit(tx, {
        staffId,
        action: "staff.reset_totp",
        resource: "staff_member",
        resourceId: staffId,
        before: { email: "ops@example.com", totpSecret: secrets[0], keys: [{ id: 1, secret: secrets[2] }] },
        after: { email: "ops@example.com", totpSecret: null, passwordHash: secrets[1] },
        secretFields: ["totpSecret", "passwordHash", "secret"],
      }),
    );
    const [stored] = await rows(
      db,
      sql`select "before"::text as before, "after"::text as after from audit_events where seq = ${written.seq}`,
    );
    const text = `${stored?.before} ${stored?.after}`;
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(JSON.parse(String(stored?.before))).toEqual({
      email: "ops@example.com",
      totpSecret: "[masked]",
      keys: [{ id: 1, secret: "[masked]" }],
    });
    expect(JSON.parse(String(stored?.after))).toEqual({
      email: "ops@example.com",
      totpSecret: "[masked]",
      passwordHash: "[masked]",
    });
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: written.seq });
  });

  it("thirty transactions writing at once give a gap-free chain that verifies", async () => {
    const before = Number((await head(db))?.seq);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        db.transaction(async (tx) => {
          // Each holds its transaction open a little before writing, so they overlap.
          await tx.execute(sql`select pg_sleep(0.01)`);
          return recordAudit(tx, { ...event(i), action: "concurrent.write", resourceId: i });
        }),
      ),
    );
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    const seqs = await rows(db, sql`select seq::int as seq from audit_events where seq > ${before} order by seq`);
    expect(seqs.map((row) => row.seq)).toEqual(Array.from({ length: 30 }, (_, i) => before + i + 1));
    expect(await verifyAuditChain(db, { batchSize: 9 })).toEqual({ ok: true, rows: before + 30 });
  });

  it("pages newest first by seek, with every filter", async () => {
    const all: number[] = [];
    let page = await listAuditEvents(db, { staffId, customerId }, { limit: 7 });
    for (;;) {
      all.push(...page.events.map((e) => e.seq));
      expect(page.events.every((e) => e.staffId === staffId && e.customerId === customerId)).toBe(true);
      if (page.nextBefore === null) break;
      page = await listAuditEvents(db, { staffId, customerId }, { before: page.nextBefore, limit: 7 });
    }
    const expected = await rows(
      db,
      sql`select seq::int as seq from audit_events where staff_id = ${staffId} and customer_id = ${customerId} order by seq desc`,
    );
    expect(all).toEqual(expected.map((row) => row.seq));
    expect(all.length).toBeGreaterThan(14);

    const refunds = await listAuditEvents(db, { action: "order.refund", resource: "order", resourceId: "S40" });
    expect(refunds.events.map((e) => [e.seq, e.resourceId, e.note])).toEqual([[40, "S40", "note 40 — 中文"]]);
    expect(refunds.events[0]?.before).toEqual({
      balance_cents: 4000,
      tags: ["a", null, 40],
      at: "2026-01-01T00:40:00.000Z",
    });

    const [first, second] = await rows(db, sql`select "at" from audit_events where seq in (10, 20) order by seq`);
    const window = await listAuditEvents(
      db,
      { from: new Date(String(first?.at)), to: new Date(String(second?.at)) },
      { limit: 200 },
    );
    expect(window.events.map((e) => e.seq)).toEqual(Array.from({ length: 10 }, (_, i) => 19 - i));
  });

  it("audit:verify says the chain is intact in one sentence, or names the first bad event", async () => {
    const admin = (...argv: string[]) =>
      runAdminCommand(
        {
          db,
          providers: () => {
            throw new Error("audit:verify needs no payment provider");
          },
        },
        argv,
      );
    const total = Number((await head(db))?.seq);
    expect(await admin("audit:verify")).toBe(`Audit chain intact: ${total} events.`);
    await whileTampered(
      [sql`update audit_events set reason_code = 'typo' where seq = 12`],
      [sql`update audit_events set reason_code = 'goodwill' where seq = 12`],
      async () => {
        const edited = admin("audit:verify");
        await expect(edited).rejects.toBeInstanceOf(AdminUsageError);
        await expect(edited).rejects.toThrow(
          "Audit chain broken at event 12: it is not as it was written (edited after the fact).",
        );
      },
    );
    expect(await admin("audit:verify")).toBe(`Audit chain intact: ${total} events.`);
  });
});

describe("npm run admin -- audit:verify, run as the operator runs it", () => {
  // Made when the test runs, so a run that filters it out leaves no directory behind.
  let scratch = "";
  let dataDir = "";
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), "portico-audit-verify-"));
    dataDir = path.join(scratch, "pglite");
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const run = () =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [path.join(REPO_ROOT, "apps/server/src/admin/admin-cli.ts"), "audit:verify"],
        {
          cwd: REPO_ROOT,
          env: { PATH: process.env.PATH ?? "", PGLITE_DATA_DIR: dataDir, LOG_LEVEL: "warn" },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk) => {
        stdout += chunk;
      });
      child.stderr.on("data", (chunk) => {
        stderr += chunk;
      });
      child.on("close", (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() }));
    });

  it("exits 1 with one sentence naming the first bad event", async () => {
    const embedded = await createDatabase({ driver: "pglite", dataDir });
    await migrateDatabase(embedded);
    for (let n = 1; n <= 3; n++) await embedded.db.transaction((tx) => recordAudit(tx, event(n)));
    await aroundTheTriggers(embedded.db, [sql`delete from audit_events where seq = 2`]);
    await embedded.close();
    const broken = await run();
    expect(broken.code).toBe(1);
    expect(broken.stdout).toBe("");
    expect(broken.stderr.split("\n").filter((line) => !/^\(node:\d+\)|^\(Use `node --trace-/.test(line))).toEqual([
      "Audit chain broken at event 2: it is missing (deleted).",
    ]);
  }, 120_000);
});
