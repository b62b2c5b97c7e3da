import fc from "fast-check";

/**
 * What customers, providers, the clock and the operator do in the money model (issue #22), as data
 * fast-check generates, prints and shrinks. Indices pick among what exists when the action runs
 * (modulo the list's length), so any sequence is valid whatever happened before it.
 */
export type Action =
  | { kind: "place"; customer: number; what: "static" | "residential"; region: number; quantity: number }
  | { kind: "renew"; customer: number; period: "weekly" | "monthly" }
  | { kind: "top_up"; customer: number; dollars: number; payType: 1 | 2 }
  | { kind: "open_checkout"; order: number; payType: 1 | 2 }
  | { kind: "report"; checkout: number; outcome: "paid" | "failed" | "cancelled"; times: 1 | 2 }
  | { kind: "pay_balance"; order: number; coupon: number | null }
  | { kind: "apply_coupon"; order: number; coupon: number }
  | { kind: "cancel"; order: number }
  | { kind: "pass_time"; minutes: number }
  | { kind: "refund"; order: number; to: "wallet" | "provider"; share: "all" | "part" }
  | { kind: "credit_limit"; customer: number; dollars: number };

const index = fc.nat({ max: 1_000 });

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("place" as const),
      customer: index,
      what: fc.constantFrom("static" as const, "static" as const, "residential" as const),
      region: index,
      quantity: fc.integer({ min: 1, max: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("renew" as const),
      customer: index,
      period: fc.constantFrom("weekly" as const, "monthly" as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("top_up" as const),
      customer: index,
      dollars: fc.integer({ min: 1, max: 30 }),
      payType: fc.constantFrom(1 as const, 2 as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("open_checkout" as const),
      order: index,
      payType: fc.constantFrom(1 as const, 2 as const),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("report" as const),
      checkout: index,
      outcome: fc.constantFrom(
        "paid" as const,
        "paid" as const,
        "paid" as const,
        "failed" as const,
        "cancelled" as const,
      ),
      times: fc.constantFrom(1 as const, 1 as const, 2 as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("pay_balance" as const),
      order: index,
      coupon: fc.option(index, { nil: null }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("apply_coupon" as const), order: index, coupon: index }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancel" as const), order: index }) },
  {
    weight: 2,
    // Mostly minutes; now and then past the static window (30 min) and a residential one.
    arbitrary: fc.record({
      kind: fc.constant("pass_time" as const),
      minutes: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.constantFrom(31, 61)),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("refund" as const),
      order: index,
      to: fc.constantFrom("wallet" as const, "provider" as const),
      share: fc.constantFrom("all" as const, "part" as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("credit_limit" as const),
      customer: index,
      dollars: fc.integer({ min: 0, max: 20 }),
    }),
  },
);

/** One step: one to three actions sent at the same moment (several customers and providers at once). */
export const step = fc.array(action, { minLength: 1, maxLength: 3 });

/** A sequence the model runs from a fresh shop of its own. */
export const sequence = fc.array(step, { minLength: 4, maxLength: 18 });

/** The coupons a sequence's shop offers: small limits, so they run out and collide. */
export const couponTerms = fc.array(
  fc.record({
    kind: fc.constantFrom("percent" as const, "fixed" as const),
    value: fc.integer({ min: 5, max: 100 }),
    maxUses: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    maxUsesPerCustomer: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
  }),
  { minLength: 1, maxLength: 3 },
);

/** One to three customers, each starting with $0–30 in the wallet. */
export const startingBalances = fc.array(fc.constantFrom(0, 5, 10, 30), { minLength: 1, maxLength: 3 });
