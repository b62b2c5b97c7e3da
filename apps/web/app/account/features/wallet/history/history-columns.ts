import type { balanceLog, EndpointData, rechargeOrders } from "@portico/contracts";
import { formatUsd } from "../../../../lib/format-usd";

export type DepositRow = EndpointData<typeof rechargeOrders>["list"][number];
export type UsageRow = EndpointData<typeof balanceLog>["list"][number];

/** Money in a currency as the lists show it (spec 02 §9): ¥ for cny, $ for anything else. */
export function formatPaidMoney(amount: number, currency: string): string {
  const usd = formatUsd(amount);
  return currency.toLowerCase() === "cny" ? usd.replace("$", "¥") : usd;
}

/** The pay types the deposit list names (spec 02 §4: 1 card, 2 Alipay, 3 balance); others show --. */
export function payTypeKey(payType: number): "1" | "2" | "3" | null {
  return payType === 1 || payType === 2 || payType === 3 ? (String(payType) as "1" | "2" | "3") : null;
}

/** A usage line is a deduction when positive and a refund when negative (spec 02 §2). */
export function usageKind(row: Pick<UsageRow, "deducted_amount">): "deduct" | "refund" {
  return row.deducted_amount < 0 ? "refund" : "deduct";
}

/** The amount as an absolute value with $ (spec 02 §2). */
export function usageAmount(row: Pick<UsageRow, "deducted_amount">): string {
  return formatUsd(Math.abs(row.deducted_amount));
}
