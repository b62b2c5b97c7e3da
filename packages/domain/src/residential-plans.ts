/** Rules of the residential pricing panel (spec 01 §2 and §9). */

export const MAX_PLAN_CARDS = 5;
export const MB_PER_GB = 1024;

type PlanLike = { weight: number; id: number };

/**
 * Price per GB in dollars, 2 decimals: price ÷ ((flow + give) MB ÷ 1024).
 * Returns null when the plan carries no traffic (unlimited or customised plans).
 */
export function unitPricePerGb(priceDollars: number, flowMb: number, giveMb: number): number | null {
  const totalMb = flowMb + giveMb;
  if (!Number.isFinite(totalMb) || totalMb <= 0) return null;
  const perGb = priceDollars / (totalMb / MB_PER_GB);
  return Math.round((perGb + Number.EPSILON) * 100) / 100;
}

/** Whole GB of traffic a plan grants, flow plus bonus. */
export function planTrafficGb(flowMb: number, giveMb: number): number {
  return Math.round(((flowMb + giveMb) / MB_PER_GB) * 100) / 100;
}

export type PlanDuration = { value: number; unit: "hours" | "days" };

/** A 1-day plan is shown as 24 hours; everything else in days. */
export function planDuration(days: number): PlanDuration {
  return days === 1 ? { value: 24, unit: "hours" } : { value: days, unit: "days" };
}

/** The panel shows at most five plans, heaviest weight first, ties by id for a stable order. */
export function selectPlanCards<T extends PlanLike>(plans: readonly T[]): T[] {
  return [...plans].sort((a, b) => b.weight - a.weight || a.id - b.id).slice(0, MAX_PLAN_CARDS);
}
