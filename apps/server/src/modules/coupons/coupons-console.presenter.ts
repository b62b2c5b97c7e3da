import type { ConsoleCoupon, CouponRules, CouponState } from "@portico/contracts";
import { centsToDollars, dollarsToCents } from "@portico/domain";
import type { CouponRow } from "./coupons.tables.ts";

/** Where a coupon stands at `now`: switched off first, then its window, then its uses. */
export function couponState(row: CouponRow, now: Date): CouponState {
  if (!row.active) return "disabled";
  if (row.startsAt && row.startsAt > now) return "scheduled";
  if (row.endsAt && row.endsAt <= now) return "expired";
  if (row.maxUses !== null && row.uses >= row.maxUses) return "used_up";
  return "active";
}

/** Row -> the console's contract: cents -> dollars (a percentage stays a percentage). */
export function presentConsoleCoupon(row: CouponRow, now: Date): ConsoleCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === "percent" ? row.value : centsToDollars(row.value),
    min_amount: centsToDollars(row.minAmountCents),
    max_uses: row.maxUses,
    max_uses_per_customer: row.maxUsesPerCustomer,
    uses: row.uses,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    active: row.active,
    state: couponState(row, now),
    batch_id: row.batchId,
    applies_to:
      row.planIds === null || row.regionIds === null ? null : { plan_ids: row.planIds, region_ids: row.regionIds },
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A coupon as the audit keeps it: every amount in whole cents, never a float (ADR 421). `value`
 * is the percentage for a percent coupon, cents off for a fixed one, as stored.
 */
export function auditedCoupon(row: CouponRow) {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    min_amount_cents: row.minAmountCents,
    max_uses: row.maxUses,
    max_uses_per_customer: row.maxUsesPerCustomer,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    active: row.active,
    batch_id: row.batchId,
    applies_to:
      row.planIds === null || row.regionIds === null ? null : { plan_ids: row.planIds, region_ids: row.regionIds },
  };
}

/** A batch's shared rules as the audit keeps them: cents, as stored. */
export function auditedRules(rules: CouponRules) {
  const columns = ruleColumns(rules);
  return {
    kind: columns.kind,
    value: columns.value,
    min_amount_cents: columns.minAmountCents,
    max_uses: columns.maxUses,
    max_uses_per_customer: columns.maxUsesPerCustomer,
    starts_at: rules.starts_at,
    ends_at: rules.ends_at,
    applies_to: rules.applies_to ?? null,
  };
}

const ascendingOnce = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The console's rules -> columns, dollars -> cents; the products once each, ascending (null: every product). */
export function ruleColumns(rules: CouponRules) {
  return {
    kind: rules.kind,
    value: rules.kind === "percent" ? rules.value : dollarsToCents(rules.value),
    minAmountCents: dollarsToCents(rules.min_amount),
    maxUses: rules.max_uses,
    maxUsesPerCustomer: rules.max_uses_per_customer,
    startsAt: rules.starts_at === null ? null : new Date(rules.starts_at),
    endsAt: rules.ends_at === null ? null : new Date(rules.ends_at),
    planIds: rules.applies_to === null ? null : ascendingOnce(rules.applies_to.plan_ids),
    regionIds: rules.applies_to === null ? null : ascendingOnce(rules.applies_to.region_ids),
  };
}
