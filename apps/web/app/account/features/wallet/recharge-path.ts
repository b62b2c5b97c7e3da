/** The payment view in recharge mode for a top-up of `dollars` (spec 02 §2). */
export function rechargePaymentPath(dollars: number): string {
  return `/payment?recharge=1&deposit=${dollars}`;
}
