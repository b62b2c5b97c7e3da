import type { PaidStaticPeriod, StaticPeriod } from "./static-periods.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Days one IP is held for each paid period. */
export const STATIC_PERIOD_DAYS: Readonly<Record<PaidStaticPeriod, number>> = {
  weekly: 7,
  fortnightly: 14,
  monthly: 30,
  bimonthly: 60,
  quarterly: 90,
};

/** How long an IP of the period lasts, in milliseconds (test IPs: 24 hours). */
export function staticPeriodMs(period: StaticPeriod): number {
  return period === "test" ? 24 * HOUR_MS : STATIC_PERIOD_DAYS[period] * DAY_MS;
}

/** The period's length in whole days, as order lines show it (`pak_days`; a test IP counts 1). */
export function staticPeriodDays(period: StaticPeriod): number {
  return period === "test" ? 1 : STATIC_PERIOD_DAYS[period];
}

/** An unpaid static order closes this long after it was created (spec 02 §4, §9). */
export const STATIC_UNPAID_WINDOW_MS = 1800 * 1000;

/** The order lists hide pay and cancel this long before the close (spec 02 §4). */
export const UNPAID_CONTROLS_MARGIN_MS = 20 * 1000;

/** An expired IP may still be renewed up to this many days after it expired (spec 02 §4). */
export const RENEW_GRACE_DAYS = 4;
export const RENEW_GRACE_MS = RENEW_GRACE_DAYS * DAY_MS;

/**
 * IPs that expired before this instant are past their renewal grace at `now`: no longer
 * renewable, and the expiry sweep returns them to stock. The one place the grace is applied.
 */
export function renewalGraceCutoff(now: Date): Date {
  return new Date(now.getTime() - RENEW_GRACE_MS);
}

export function isPastRenewalGrace(expireAt: Date, now: Date): boolean {
  return expireAt < renewalGraceCutoff(now);
}

/**
 * Days left on an IP (`extime`): whole days until expiry, negative once expired (spec 02 §3).
 * Rounded towards minus infinity so an IP expired an hour ago shows −1.
 */
export function daysLeft(expireAt: Date, now: Date): number {
  return Math.floor((expireAt.getTime() - now.getTime()) / DAY_MS);
}

/**
 * Renewable only while normal, or expired at most 4 days ago (spec 02 §4: extime >= -4, which
 * is the same instant as the grace cutoff); disabled or released IPs never are.
 */
export function isRenewable(ip: { owned: boolean; disabled: boolean; expireAt: Date | null }, now: Date): boolean {
  if (!ip.owned || ip.disabled || !ip.expireAt) return false;
  return !isPastRenewalGrace(ip.expireAt, now);
}

/**
 * When a renewal's IPs are judged renewable at payment. A renewal placed while they were
 * renewable holds them while it is unpaid and before its close, as a static order holds its
 * reserved IPs (the expiry sweep leaves them alone), so a payment then is judged as at placing;
 * any other (a late provider payment, one after a failed payment) is judged as at payment.
 */
export function renewalJudgedAt(order: { unpaid: boolean; createdAt: Date; closeAt: Date }, paidAt: Date): Date {
  return order.unpaid && paidAt < order.closeAt ? order.createdAt : paidAt;
}

/** The new expiry of a renewed IP: the period is added to its expiry, or to now if it has lapsed. */
export function renewedExpiry(expireAt: Date, period: PaidStaticPeriod, now: Date): Date {
  const from = Math.max(expireAt.getTime(), now.getTime());
  return new Date(from + staticPeriodMs(period));
}

export type CouponTerms = {
  kind: "percent" | "fixed";
  /** Percent 1–100, or cents off. */
  value: number;
  minAmountCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
};

export type CouponVerdict = { ok: true; discountCents: number } | { ok: false; reason: "window" | "minimum" };

/**
 * What a coupon takes off a subtotal: a percentage rounded to the nearest cent, or a fixed sum,
 * never more than the subtotal; only inside its validity window and from its minimum amount.
 */
export function couponDiscount(coupon: CouponTerms, subtotalCents: number, now: Date): CouponVerdict {
  if ((coupon.startsAt && now < coupon.startsAt) || (coupon.endsAt && now >= coupon.endsAt)) {
    return { ok: false, reason: "window" };
  }
  if (subtotalCents < coupon.minAmountCents) return { ok: false, reason: "minimum" };
  const raw = coupon.kind === "percent" ? Math.round((subtotalCents * coupon.value) / 100) : coupon.value;
  return { ok: true, discountCents: Math.min(subtotalCents, Math.max(0, raw)) };
}

/** Charging in CNY: cents × rate, rounded to the fen. */
export function usdCentsToCnyFen(cents: number, cnyPerUsd: number): number {
  return Math.round(cents * cnyPerUsd);
}
