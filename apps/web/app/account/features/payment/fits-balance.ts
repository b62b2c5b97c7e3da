import type { CheckoutInit } from "@portico/contracts";
import { dollarsToCents } from "@portico/domain";

/**
 * The pay button's verdict (spec 01 §5): the total must fit in balance plus credit, in cents. A
 * negative balance is credit already drawn, which the available credit has already lost, so it
 * counts as 0 here (the server spends wallet + credit line − drawn).
 */
export function fitsBalance(init: Pick<CheckoutInit, "total" | "balance" | "credit">): boolean {
  const spendable = dollarsToCents(Math.max(0, init.balance)) + dollarsToCents(Math.max(0, init.credit));
  return dollarsToCents(init.total) <= spendable;
}
