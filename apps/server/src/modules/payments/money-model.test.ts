import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import { couponTerms, sequence, startingBalances } from "../../test/money-model/actions.ts";
import { conservationBreaks } from "../../test/money-model/conservation.ts";
import { modelRuns } from "../../test/money-model/scale.ts";
import { type ModelClock, MoneyWorld } from "../../test/money-model/world.ts";

/**
 * The money model (issue #22): random sequences of checkouts on both methods at once, webhooks
 * late, twice, under new event ids and never, failures, cancels, closes, coupon swaps, credit-line
 * changes, wallet and provider refunds, top-ups and renewals, for several customers at once. The
 * SQL invariants hold after every step; at the end, the money the provider took equals its
 * clearing entries equals what was fulfilled plus what was credited. The seed is printed; run
 * again with MONEY_MODEL_SEED (and MONEY_MODEL_PATH, which fast-check prints on a failure) to
 * replay. RELIABILITY_SCALE=full runs 2,000 sequences.
 */
const clock: ModelClock = { now: new Date() };
let t: TestApp;
let planIds: number[] = [];
let sequencesOnThisShop = 0;

/**
 * A fresh shop every 100 sequences: the invariants read whole tables after every step, so a
 * database holding thousands of sequences' orders would make each step slower than the last.
 */
async function freshShop(): Promise<void> {
  if (t) await addTally(t);
  await t?.close();
  t = await createTestApp({ env: { PUBLIC_URL: "https://portico.test" }, now: () => clock.now });
  const plans = (await t.app.inject({ method: "GET", url: "/api/index/packages?type=1" })).json().data["1"];
  planIds = (plans as { id: number }[]).map((plan) => plan.id);
  sequencesOnThisShop = 0;
}

/** What the sequences exercised, over every shop, for docs/reliability.md. */
const covered = new Map<string, number>();

async function addTally(shop: TestApp): Promise<void> {
  const tally = (await shop.database.db.execute(sql`
    select 'event ' || result as what, count(*)::int as n from payment_events group by result
    union all select 'checkout ' || state || coalesce(':' || result, ''), count(*)::int from payment_checkouts group by 1
    union all select 'refund ' || destination || ':' || status, count(*)::int from order_refunds group by 1
    union all select 'order ' || kind || ':' || pay_status, count(*)::int from orders group by 1
    order by 1`)) as unknown as { rows: { what: string; n: number }[] };
  for (const row of tally.rows) covered.set(row.what, (covered.get(row.what) ?? 0) + row.n);
}

beforeAll(freshShop);
afterAll(() => t?.close());

describe("the money model", () => {
  const runs = modelRuns(process.env);
  it(
    `${runs.numRuns} random sequences keep every invariant, and the books balance at the end`,
    async () => {
      console.log(`money model: seed ${runs.seed}, ${runs.numRuns} sequences${runs.path ? `, path ${runs.path}` : ""}`);
      await fc.assert(
        fc.asyncProperty(startingBalances, couponTerms, sequence, async (balances, coupons, steps) => {
          if (sequencesOnThisShop++ >= 100) await freshShop();
          const world = new MoneyWorld(t, clock, planIds);
          await world.setUp(balances, coupons);
          for (const actions of steps) {
            await world.run(actions);
            expect(world.faults).toEqual([]);
            await assertMoneyInvariants(t.database.db);
          }
          expect(await conservationBreaks(t.database.db, await world.orderIds(), world.paidCheckoutIds)).toEqual([]);
        }),
        { seed: runs.seed, numRuns: runs.numRuns, ...(runs.path ? { path: runs.path } : {}), endOnFailure: runs.ci },
      );
      await addTally(t);
      console.log(`money model covered: ${[...covered].map(([what, n]) => `${what} ${n}`).join(", ")}`);
    },
    runs.timeoutMs,
  );
});
