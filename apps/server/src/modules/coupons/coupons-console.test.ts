import {
  type ConsoleCoupon,
  consoleCoupons,
  createConsoleCoupon,
  generateConsoleCoupons,
  updateConsoleCoupon,
} from "@portico/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, coupons, staffMembers } from "../../db/schema/index.ts";
import { consoleMember, expectConsoleRefusals } from "../../test/console-members.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import type { ConsoleClient } from "../../test/staff-fixtures.ts";
import { createCouponConsole } from "./coupons-console.service.ts";

/**
 * The console's coupons (issue #25, item 5) through the whole app: who may call, each change with
 * its audit row, validation that writes nothing, and batch generation.
 */
let t: TestApp;
let owner: ConsoleClient;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp();
  const member = await consoleMember(t, "owner");
  owner = member.client;
  const [row] = await t.database.db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.email, member.email));
  ownerId = row?.id ?? "";
});
afterAll(() => t.close());

const rules = {
  kind: "percent",
  value: 15,
  min_amount: 0,
  max_uses: 100,
  max_uses_per_customer: 1,
  starts_at: null,
  ends_at: null,
  applies_to: null,
} as const;

const auditRows = (action: string, resourceId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.resourceId, resourceId)));

const couponCount = async () => (await t.database.db.select({ id: coupons.id }).from(coupons)).length;

async function list(): Promise<ConsoleCoupon[]> {
  const response = await owner.get(consoleCoupons.path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.list;
}

describe("who may call the console's coupons", () => {
  it("answers customers, API keys and anonymous callers 404, and a member without coupons:read 403", async () => {
    const content = (await consoleMember(t, "content")).client;
    await expectConsoleRefusals(
      t,
      [consoleCoupons, createConsoleCoupon, updateConsoleCoupon, generateConsoleCoupons],
      content,
    );
  });

  it("lets finance (coupons:read) list them but change nothing", async () => {
    const finance = (await consoleMember(t, "finance")).client;
    expect((await finance.get(consoleCoupons.path)).statusCode).toBe(200);
    const before = await couponCount();
    for (const endpoint of [createConsoleCoupon, updateConsoleCoupon, generateConsoleCoupons]) {
      const refused = await finance.post(endpoint.path, { ...rules, code: "FINANCE", id: 1, active: true });
      expect(refused.statusCode, endpoint.operationId).toBe(403);
    }
    expect(await couponCount()).toBe(before);
  });
});

describe("creating and editing a coupon", () => {
  it("creates one, lists it with its state, and audits it in the same transaction", async () => {
    const created = await owner.post(createConsoleCoupon.path, {
      ...rules,
      code: "spring-15",
      ends_at: "2099-01-01T00:00:00.000Z",
    });
    expect(created.statusCode, created.body).toBe(200);
    const coupon: ConsoleCoupon = created.json().data;
    expect(coupon).toMatchObject({ code: "SPRING-15", kind: "percent", value: 15, uses: 0, state: "active" });
    expect((await list()).find((row) => row.id === coupon.id)).toEqual(coupon);
    const [audit] = await auditRows("coupon.create", String(coupon.id));
    // The audit keeps amounts in cents, never a float (ADR 421).
    expect(audit).toMatchObject({
      resource: "coupon",
      outcome: "succeeded",
      before: null,
      after: { id: coupon.id, code: "SPRING-15", kind: "percent", value: 15, min_amount_cents: rules.min_amount * 100 },
    });
  });

  it("audits a fixed coupon's amounts in whole cents, never as a float", async () => {
    const created = await owner.post(createConsoleCoupon.path, {
      ...rules,
      kind: "fixed",
      value: 2.5,
      min_amount: 19.99,
      code: "CENTS-1",
    });
    expect(created.statusCode, created.body).toBe(200);
    const coupon: ConsoleCoupon = created.json().data;
    expect(coupon).toMatchObject({ value: 2.5, min_amount: 19.99 });
    const [audit] = await auditRows("coupon.create", String(coupon.id));
    expect(audit?.after).toMatchObject({ kind: "fixed", value: 250, min_amount_cents: 1999 });
    expect(JSON.stringify(audit?.after)).not.toMatch(/\d\.\d/);
  });

  it("refuses bad input in the member's language and writes nothing", async () => {
    await owner.post(createConsoleCoupon.path, { ...rules, code: "TAKEN1" });
    const before = await couponCount();
    const cases = [
      { ...rules, code: "PCT150", value: 150 },
      { ...rules, code: "PCTHALF", value: 10.5 },
      { ...rules, code: "a b", value: 10 },
      { ...rules, code: "NOLIMIT", max_uses: 0 },
      { ...rules, code: "FIXED", kind: "fixed", value: 5.555 },
    ];
    for (const payload of cases) {
      const refused = await owner.post(createConsoleCoupon.path, payload, { language: "zh-CN" });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().msg, JSON.stringify(payload)).toMatch(/[\u4e00-\u9fff]/);
    }
    const window = await owner.post(
      createConsoleCoupon.path,
      { ...rules, code: "BACKWARDS", starts_at: "2030-02-01T00:00:00Z", ends_at: "2030-01-01T00:00:00Z" },
      { language: "zh-CN" },
    );
    expect(window.statusCode).toBe(422);
    expect(window.json()).toMatchObject({
      error: "coupon_window_invalid",
      msg: "有效期的结束时间必须晚于开始时间。",
    });
    const taken = await owner.post(createConsoleCoupon.path, { ...rules, code: "taken1" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: "coupon_code_taken",
      msg: "A coupon with the code TAKEN1 exists already.",
    });
    expect(await couponCount()).toBe(before);
    const [refusal] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "coupon.create"), eq(auditEvents.errorCode, "coupon_code_taken")));
    expect(refusal).toMatchObject({ outcome: "refused" });
  });

  it("edits limits, window and state with before and after; a used coupon keeps its discount", async () => {
    const coupon: ConsoleCoupon = (await owner.post(createConsoleCoupon.path, { ...rules, code: "EDITME" })).json()
      .data;
    const edited = await owner.post(updateConsoleCoupon.path, {
      ...rules,
      id: coupon.id,
      value: 20,
      max_uses: 5,
      max_uses_per_customer: null,
      starts_at: "2099-01-01T00:00:00.000Z",
      active: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      value: 20,
      max_uses: 5,
      max_uses_per_customer: null,
      state: "scheduled",
    });
    const [audit] = await auditRows("coupon.update", String(coupon.id));
    expect(audit?.before).toMatchObject({ id: coupon.id, value: coupon.value, max_uses: coupon.max_uses });
    expect(audit?.after).toMatchObject({ id: coupon.id, value: 20, max_uses: 5, max_uses_per_customer: null });

    const off = await owner.post(updateConsoleCoupon.path, {
      ...rules,
      id: coupon.id,
      value: 20,
      max_uses: 5,
      active: false,
    });
    expect(off.json().data).toMatchObject({ active: false, state: "disabled" });

    await t.database.db.update(coupons).set({ uses: 3 }).where(eq(coupons.id, coupon.id));
    const locked = await owner.post(updateConsoleCoupon.path, { ...rules, id: coupon.id, value: 30, active: true });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toBe("coupon_discount_locked");
    const below = await owner.post(updateConsoleCoupon.path, {
      ...rules,
      id: coupon.id,
      value: 20,
      max_uses: 2,
      active: true,
    });
    expect(below.json()).toMatchObject({
      error: "coupon_limit_below_uses",
      msg: "The total limit cannot be below the 3 uses already taken.",
    });
    const stored = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored[0]).toMatchObject({ value: 20, maxUses: 5, active: false });
    const missing = await owner.post(updateConsoleCoupon.path, { ...rules, id: 999_999, active: true });
    expect(missing.statusCode).toBe(404);
  });
});

describe("batch generation", () => {
  it("writes N unique unguessable codes with the prefix and one set of rules, audited once", async () => {
    const generated = await owner.post(generateConsoleCoupons.path, { ...rules, prefix: "vip-", count: 200 });
    expect(generated.statusCode, generated.body).toBe(200);
    const { batch_id, codes } = generated.json().data as { batch_id: string; codes: string[] };
    expect(codes).toHaveLength(200);
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^VIP-[A-HJ-NP-Z2-9]{12}$/);
    const stored = await t.database.db.select().from(coupons).where(eq(coupons.batchId, batch_id));
    expect(stored.map((row) => row.code).sort()).toEqual([...codes].sort());
    expect(new Set(stored.map((row) => `${row.kind}:${row.value}:${row.maxUses}:${row.maxUsesPerCustomer}`))).toEqual(
      new Set(["percent:15:100:1"]),
    );
    const [audit] = await auditRows("coupon.generate", batch_id);
    expect(audit?.after).toMatchObject({ batch_id, prefix: "VIP-", count: 200, rules: { kind: "percent", value: 15 } });
    expect(JSON.stringify(audit?.after)).not.toMatch(/\d\.\d/);

    const again = (await owner.post(generateConsoleCoupons.path, { ...rules, prefix: "vip-", count: 200 })).json().data;
    expect(codes.filter((code) => again.codes.includes(code))).toEqual([]);
  });

  it("refuses more than 1,000 codes or a bad prefix, writing nothing", async () => {
    const before = await couponCount();
    for (const payload of [
      { ...rules, prefix: "BIG", count: 1001 },
      { ...rules, prefix: "BIG", count: 0 },
      { ...rules, prefix: "no spaces", count: 3 },
    ]) {
      expect((await owner.post(generateConsoleCoupons.path, payload)).statusCode).toBe(400);
    }
    expect(await couponCount()).toBe(before);
  });
});

describe("a drawn code that exists already", () => {
  it("is skipped, never overwritten, and drawn again so the batch still has N codes", async () => {
    await owner.post(createConsoleCoupon.path, { ...rules, code: "CLASH-EXISTING", value: 40 });
    const draws: string[][] = [];
    const drawer = (prefix: string, count: number) => {
      // First draw: the existing code among fresh ones; later draws: fresh codes only.
      const fresh = Array.from({ length: count }, (_, index) => `${prefix}FRESH${draws.length}${index}`);
      const drawn = draws.length === 0 ? ["CLASH-EXISTING", ...fresh.slice(1)] : fresh;
      draws.push(drawn);
      return drawn;
    };
    const desk = createCouponConsole(t.database.db, () => new Date(), drawer);
    const acting = { staffId: ownerId, requestId: null, ip: "127.0.0.1", userAgent: null };
    const batch = await desk.generate(acting, { ...rules, value: 5, prefix: "CLASH-", count: 3 });
    expect(draws.map((draw) => draw.length)).toEqual([3, 1]);
    expect(batch.codes).toHaveLength(3);
    expect(batch.codes).not.toContain("CLASH-EXISTING");
    const [existing] = await t.database.db.select().from(coupons).where(eq(coupons.code, "CLASH-EXISTING"));
    expect(existing).toMatchObject({ value: 40, batchId: null });
    const stored = await t.database.db.select().from(coupons).where(eq(coupons.batchId, batch.batch_id));
    expect(stored.map((row) => row.code).sort()).toEqual([...batch.codes].sort());
  });
});
