import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { topUp } from "../test/money-fixtures.ts";
import { consoleCases, consoleEstate } from "./principals/console-cases.ts";
import { customerCases, customerEstate } from "./principals/customer-cases.ts";
import { identifierFields } from "./principals/identifier-fields.ts";
import { type MatrixCase, newTally, runCase } from "./principals/matrix.ts";
import { NOT_OWNED } from "./principals/not-owned.ts";
import { buildPrincipals, type Principal } from "./principals/principals.ts";
import { recordFigure } from "./run-settings.ts";

/**
 * Issue #26 item 4: for every endpoint that names something a customer or the console owns, every
 * kind of caller that may not reach it gets exactly the answer a missing id of the same shape
 * gets, and those that may reach it get 2xx.
 */
let t: TestApp;
let clock = new Date("2026-11-28T09:00:00Z");
const now = () => clock;
let principals: Principal[];
let built: Awaited<ReturnType<typeof buildPrincipals>>;
const tally = newTally();
const covered: MatrixCase[] = [];

beforeAll(async () => {
  t = await createTestApp({
    now,
    // The matrix sends a key hundreds of requests at a clock that stands still: its minute never ends.
    env: { PUBLIC_URL: "https://portico.test", API_KEY_RATE_LIMIT_PER_MINUTE: "100000" },
  });
  built = await buildPrincipals(t, now);
  principals = built.principals;
}, 120_000);

afterAll(async () => {
  await recordFigure({
    part: "cross-principal",
    name: "endpoints with owned identifiers",
    value: new Set(covered.map((matrixCase) => matrixCase.endpoint.operationId)).size,
  });
  await recordFigure({ part: "cross-principal", name: "principal × endpoint cases", value: tally.cases });
  await recordFigure({
    part: "cross-principal",
    name: "cross-principal 2xx",
    value: tally.crossPrincipal2xx.length,
    expected: 0,
  });
  await recordFigure({
    part: "cross-principal",
    name: "answers differing from a missing id",
    value: tally.differing.length,
    expected: 0,
  });
  await t?.close();
});

/** Runs each case across every principal; the owner is never refused, and nobody else learns anything. */
async function runAllCases(cases: Parameters<typeof runCase>[2][]): Promise<void> {
  for (const matrixCase of cases) {
    covered.push(matrixCase);
    await runCase(t, principals, matrixCase, tally);
  }
  expect(tally.ownerRefused).toEqual([]);
  expect(tally.differing).toEqual([]);
  expect(tally.crossPrincipal2xx).toEqual([]);
}

describe("nobody reaches what is not theirs", () => {
  it("customer endpoints: only A's credentials with the scope get 2xx; everyone else learns what a missing id tells", async () => {
    const estate = await customerEstate(t, built.a);
    await runAllCases(await customerCases(estate));
  }, 120_000);

  it("console endpoints: only the roles with the permission get 2xx; other members, customers, keys and anonymous callers learn what a missing id tells", async () => {
    const owner = built.staff.owner;
    const auditor = built.staff.auditor;
    if (!owner || !auditor) throw new Error("no owner or auditor");
    const estate = await consoleEstate(t, owner.client, now);
    await runAllCases(consoleCases(t, estate, auditor.email));
  }, 120_000);

  it("invoice links open the owner's invoice only, and not after they expire: the same answer as a made-up link", async () => {
    const open = (link: string) => t.app.inject({ method: "GET", url: link.replace("https://portico.test", "") });
    const linkOf = async (customer: { token: string }, orderNo: string) => {
      const answer = await t.app.inject({
        method: "GET",
        url: `/api/invoice/export_recharge_invoice?order_no=${orderNo}`,
        headers: { token: customer.token },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.url as string;
    };
    const aNo = await topUp(t.app, built.a, 5);
    const bNo = await topUp(t.app, built.b, 5);
    const aLink = await linkOf(built.a, aNo);
    const bLink = await linkOf(built.b, bNo);
    expect((await open(aLink)).statusCode).toBe(200);
    const nothing = await open("/api/invoice/file?token=bm90aGluZw.bm90aGluZw&lang=en");
    expect(nothing.statusCode).toBe(404);

    // B's genuine link rewritten to name A's order and A: the signature no longer holds.
    const token = new URL(bLink).searchParams.get("token") ?? "";
    const [payload = "", signature = ""] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as unknown[];
    const forged = Buffer.from(JSON.stringify([claims[0], claims[1], aNo, built.a.userId, claims[4]])).toString(
      "base64url",
    );
    const rewritten = await open(`/api/invoice/file?token=${forged}.${signature}&lang=en`);
    expect([rewritten.statusCode, rewritten.body]).toEqual([nothing.statusCode, nothing.body]);

    // Past its lifetime, A's own link answers as a made-up one does.
    clock = new Date(clock.getTime() + 11 * 60_000);
    const expired = await open(aLink);
    expect([expired.statusCode, expired.body]).toEqual([nothing.statusCode, nothing.body]);
    await recordFigure({
      part: "cross-principal",
      name: "invoice links opened by another customer or expired",
      value: 0,
      expected: 0,
    });
  });

  it("covers every identifier-like field of every contract endpoint, or says why it names nothing owned", () => {
    const sent = new Set(
      covered.flatMap((matrixCase) =>
        Object.keys(matrixCase.fields).map((field) => `${matrixCase.endpoint.operationId} ${field}`),
      ),
    );
    const found = identifierFields().map(({ endpoint, field }) => `${endpoint.operationId} ${field}`);
    expect(found.length).toBeGreaterThan(50);
    expect(found.filter((key) => !sent.has(key) && !(key in NOT_OWNED))).toEqual([]);
    // An exclusion for a field that is gone, or one the matrix sends anyway, is stale.
    expect(Object.keys(NOT_OWNED).filter((key) => !found.includes(key) || sent.has(key))).toEqual([]);
  });
});
