import { OrderType } from "@portico/contracts/codes";
import { buildStaticCommodity, cartIpCount, type StaticPeriod } from "@portico/domain";

/**
 * The payment view for the cart (spec 01 §3 order params): type 2, the period, the
 * `static_commodity` string, the number of regions (location) and of IPs (amount).
 */
export function staticPaymentPath(lines: readonly { id: number; quantity: number }[], period: StaticPeriod): string {
  const chosen = lines.filter((line) => line.quantity > 0);
  const query = new URLSearchParams({
    type: String(OrderType.Static),
    date_unit: period,
    static_commodity: buildStaticCommodity(chosen),
    location: String(chosen.length),
    amount: String(cartIpCount(chosen)),
  });
  return `/payment?${query}`;
}
