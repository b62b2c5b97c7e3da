/** Totals, checkout and the order string of the static cart (spec 01 §3–§5). */
import { centsToDollars } from "./money.ts";
import { periodPriceCents, type StaticPeriod, type StaticPriceCents } from "./static-periods.ts";

export type CartLine = { id: number; quantity: number; prices: StaticPriceCents };

/** Total in cents for the period: Σ price × quantity. */
export function cartTotalCents(lines: readonly CartLine[], period: StaticPeriod): number {
  return lines.reduce((sum, line) => sum + periodPriceCents(line.prices, period) * line.quantity, 0);
}

/** Total in dollars, rounded to 2 decimals. */
export function cartTotalDollars(lines: readonly CartLine[], period: StaticPeriod): number {
  return centsToDollars(cartTotalCents(lines, period));
}

/**
 * The IPs in a cart or order: the sum of its quantities. The one count used by the summary, the
 * checkout link's `amount`, the test-IP limit and the payment view; a line at 0 counts nothing.
 */
export function cartIpCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + Math.max(0, line.quantity), 0);
}

export type CheckoutBlock =
  | { reason: "empty" }
  /** Test IPs asked for above what is left; `remaining` is shown in the warning. */
  | { reason: "test-limit"; remaining: number };

/**
 * Why checkout is not possible yet, or null when it is: at least one region, and on the test
 * tab no more IPs than the free test IPs left.
 */
export function checkoutBlock(
  lines: readonly { quantity: number }[],
  period: StaticPeriod,
  leftTestIps: number,
): CheckoutBlock | null {
  const ips = cartIpCount(lines);
  if (ips === 0) return { reason: "empty" };
  if (period === "test" && ips > leftTestIps) return { reason: "test-limit", remaining: Math.max(0, leftTestIps) };
  return null;
}

/** `static_commodity`: `id:qty` pairs joined by `|`, regions with quantity 0 left out. */
export function buildStaticCommodity(lines: readonly { id: number; quantity: number }[]): string {
  return lines
    .filter((line) => line.quantity > 0)
    .map((line) => `${line.id}:${line.quantity}`)
    .join("|");
}

export type CommodityItem = { id: number; quantity: number };
export type CommodityParse =
  | { ok: true; items: CommodityItem[] }
  | { ok: false; problem: "empty" | "malformed" | "quantity" | "duplicate"; part?: string };

const MAX_COMMODITY_ITEMS = 200;

/**
 * The most IPs one line may ask for: far above any region's stock, and low enough that an order's
 * IP count (200 lines at most) stays a PostgreSQL integer. Above it the quantity is invalid input,
 * not a stock problem.
 */
export const MAX_STATIC_QUANTITY = 1_000_000;

/**
 * Reads `static_commodity`. Each part must be `<id>:<quantity>` with a positive integer id and
 * a positive integer quantity up to MAX_STATIC_QUANTITY; a region may appear once.
 */
export function parseStaticCommodity(value: string): CommodityParse {
  const text = value.trim();
  if (text === "") return { ok: false, problem: "empty" };
  const parts = text.split("|");
  if (parts.length > MAX_COMMODITY_ITEMS) return { ok: false, problem: "malformed" };
  const items: CommodityItem[] = [];
  const seen = new Set<number>();
  for (const part of parts) {
    const match = /^(\d{1,9}):(-?\d+(?:\.\d+)?)$/.exec(part.trim());
    if (!match) return { ok: false, problem: "malformed", part };
    const id = Number(match[1]);
    const quantity = Number(match[2]);
    if (id <= 0) return { ok: false, problem: "malformed", part };
    if (!Number.isSafeInteger(quantity) || quantity <= 0 || quantity > MAX_STATIC_QUANTITY) {
      return { ok: false, problem: "quantity", part };
    }
    if (seen.has(id)) return { ok: false, problem: "duplicate", part };
    seen.add(id);
    items.push({ id, quantity });
  }
  return { ok: true, items };
}

/**
 * Brings a stored cart in line with live stock: quantities above stock are clamped, regions
 * that sold out or left the catalogue are dropped.
 */
export function reconcileCart<T extends { id: number; quantity: number }>(
  lines: readonly T[],
  stockOf: (id: number) => number | undefined,
): T[] {
  const kept: T[] = [];
  for (const line of lines) {
    const stock = stockOf(line.id);
    if (stock === undefined || stock <= 0) continue;
    const quantity = Math.min(line.quantity, stock);
    if (quantity > 0) kept.push(quantity === line.quantity ? line : { ...line, quantity });
  }
  return kept;
}

/** Regions whose merged code belongs to a country: `USA`, `USA-CA`, `USA-NY-NYC` for `USA`. */
export function countryStock(regions: readonly { country_code: string; stock: number }[], country: string): number {
  const code = country.toUpperCase();
  return regions
    .filter((region) => region.country_code === code || region.country_code.startsWith(`${code}-`))
    .reduce((sum, region) => sum + region.stock, 0);
}
