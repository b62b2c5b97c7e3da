import { describe, expect, it } from "vitest";
import {
  couponDiscount,
  daysLeft,
  isPastRenewalGrace,
  isRenewable,
  RENEW_GRACE_MS,
  renewalGraceCutoff,
  renewalJudgedAt,
  renewedExpiry,
  staticPeriodDays,
  staticPeriodMs,
  usdCentsToCnyFen,
} from "./order-rules.ts";

const day = 86_400_000;
const now = new Date("2026-11-23T12:00:00Z");
const at = (offsetDays: number) => new Date(now.getTime() + offsetDays * day);

describe("static periods", () => {
  it("lasts 24 hours for test IPs and the period's days otherwise", () => {
    expect(staticPeriodMs("test")).toBe(day);
    expect(staticPeriodMs("weekly")).toBe(7 * day);
    expect(staticPeriodMs("quarterly")).toBe(90 * day);
    expect(staticPeriodDays("test")).toBe(1);
    expect(staticPeriodDays("bimonthly")).toBe(60);
  });
});

describe("renewability (spec 02 §4)", () => {
  const owned = (expireAt: Date) => ({ owned: true, disabled: false, expireAt });
  it("renews a normal IP and one expired up to 4 days ago", () => {
    expect(isRenewable(owned(at(10)), now)).toBe(true);
    expect(daysLeft(at(-4), now)).toBe(-4);
    expect(isRenewable(owned(at(-4)), now)).toBe(true);
  });
  it("refuses an IP expired longer, a disabled one and one not owned", () => {
    expect(isRenewable(owned(at(-4.01)), now)).toBe(false);
    expect(isRenewable({ owned: true, disabled: true, expireAt: at(3) }, now)).toBe(false);
    expect(isRenewable({ owned: false, disabled: false, expireAt: at(3) }, now)).toBe(false);
  });
  it("ends the grace 4 days after expiry: past it an IP is not renewable and goes back to stock", () => {
    expect(RENEW_GRACE_MS).toBe(4 * day);
    expect(renewalGraceCutoff(now)).toEqual(at(-4));
    expect(isPastRenewalGrace(at(-4), now)).toBe(false);
    expect(isPastRenewalGrace(new Date(at(-4).getTime() - 1), now)).toBe(true);
    // One rule: renewable exactly while not past the grace, to the millisecond around the edge.
    for (const offsetMs of [-2, -1, 0, 1, 2, 3_600_000, -3_600_000]) {
      const expireAt = new Date(at(-4).getTime() + offsetMs);
      expect(isRenewable(owned(expireAt), now)).toBe(!isPastRenewalGrace(expireAt, now));
      expect(isPastRenewalGrace(expireAt, now)).toBe(expireAt < renewalGraceCutoff(now));
    }
  });
  it("judges a renewal paid while unpaid inside its window as when it was placed, any other payment as paid", () => {
    const order = { unpaid: true, createdAt: at(0), closeAt: new Date(now.getTime() + 1_800_000) };
    const inWindow = new Date(now.getTime() + 1_799_999);
    expect(renewalJudgedAt(order, inWindow)).toEqual(order.createdAt);
    expect(renewalJudgedAt(order, order.closeAt)).toEqual(order.closeAt);
    expect(renewalJudgedAt(order, at(1))).toEqual(at(1));
    expect(renewalJudgedAt({ ...order, unpaid: false }, inWindow)).toEqual(inWindow);
  });
  it("extends from the expiry, or from now once lapsed", () => {
    expect(renewedExpiry(at(3), "weekly", now)).toEqual(at(10));
    expect(renewedExpiry(at(-2), "weekly", now)).toEqual(at(7));
  });
});

describe("coupon discount", () => {
  const base = { minAmountCents: 0, startsAt: null, endsAt: null };
  it("takes a rounded percentage or a fixed sum, never more than the subtotal", () => {
    expect(couponDiscount({ ...base, kind: "percent", value: 10 }, 1_995, now)).toEqual({
      ok: true,
      discountCents: 200,
    });
    expect(couponDiscount({ ...base, kind: "fixed", value: 500 }, 1_995, now)).toEqual({
      ok: true,
      discountCents: 500,
    });
    expect(couponDiscount({ ...base, kind: "fixed", value: 5_000 }, 1_995, now)).toEqual({
      ok: true,
      discountCents: 1_995,
    });
  });
  it("refuses outside its window and below its minimum", () => {
    const coupon = { kind: "fixed" as const, value: 100, minAmountCents: 1_000, startsAt: at(-1), endsAt: at(1) };
    expect(couponDiscount(coupon, 999, now)).toEqual({ ok: false, reason: "minimum" });
    expect(couponDiscount(coupon, 1_000, at(1))).toEqual({ ok: false, reason: "window" });
    expect(couponDiscount(coupon, 1_000, at(-2))).toEqual({ ok: false, reason: "window" });
    expect(couponDiscount(coupon, 1_000, now)).toEqual({ ok: true, discountCents: 100 });
  });
});

describe("CNY conversion", () => {
  it("rounds to the fen", () => {
    expect(usdCentsToCnyFen(1_999, 7.2)).toBe(14_393);
  });
});
