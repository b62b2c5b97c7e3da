import { OrderType, PayStatus, RENEW_TYPE } from "@portico/contracts/codes";

/** The payment view's query (spec 01 §2, spec 02 §4), read once into what it asks for. */
export type PaymentRequest =
  /** An order that exists: back from a provider, or "pay" on an unpaid order. */
  | { kind: "order"; orderNo: string; recharge: boolean }
  /** A top-up of `deposit` whole dollars; null when the amount is not one. */
  | { kind: "recharge"; deposit: number | null }
  | { kind: "renewal"; ipIds: number[]; dateUnit: string }
  | { kind: "static"; dateUnit: string; commodity: string }
  | { kind: "residential"; packageId: string | null; type: string | null };

/** Where the customer comes back from: 1 paid (the checking overlay), 2 cancelled. */
export type PaymentResult = { payResult: 1 | 2; orderNo: string | null; type: OrderType; recharge: boolean };

const isRecharge = (query: URLSearchParams) => query.get("recharge") === "1";

function orderTypeOf(value: string | null): OrderType {
  return value === String(OrderType.Static) ? OrderType.Static : OrderType.Residential;
}

/** `renew_ip_ids`: ids separated by commas (or repeated), positive integers only. */
function renewIpIds(query: URLSearchParams): number[] {
  const ids = query
    .getAll("renew_ip_ids")
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "");
  return ids.every((id) => /^\d+$/.test(id)) ? [...new Set(ids.map(Number))].filter((id) => id > 0) : [];
}

/** A top-up amount in whole dollars from 1, as the wallet sends it. */
function depositOf(value: string | null): number | null {
  const text = value?.trim() ?? "";
  if (!/^\d+$/.test(text)) return null;
  const dollars = Number(text);
  return Number.isSafeInteger(dollars) && dollars >= 1 ? dollars : null;
}

export function readPaymentRequest(query: URLSearchParams): PaymentRequest {
  const orderNo = query.get("order_no")?.trim();
  if (orderNo) return { kind: "order", orderNo, recharge: isRecharge(query) };
  if (isRecharge(query)) return { kind: "recharge", deposit: depositOf(query.get("deposit")) };
  const type = query.get("type");
  if (type === String(OrderType.Static) && query.get("renew_type") === RENEW_TYPE) {
    // The renewal period is the one the IP manager chose; monthly when none came with it.
    return { kind: "renewal", ipIds: renewIpIds(query), dateUnit: query.get("date_unit") || "monthly" };
  }
  if (type === String(OrderType.Static)) {
    return { kind: "static", dateUnit: query.get("date_unit") ?? "", commodity: query.get("static_commodity") ?? "" };
  }
  return { kind: "residential", packageId: query.get("package_id")?.trim() || null, type };
}

export function readPaymentResult(query: URLSearchParams): PaymentResult | null {
  const payResult = query.get("pay_result");
  if (payResult !== "1" && payResult !== "2") return null;
  return {
    payResult: payResult === "1" ? 1 : 2,
    orderNo: query.get("order_no")?.trim() || null,
    type: orderTypeOf(query.get("type")),
    recharge: isRecharge(query),
  };
}

/**
 * Where the success overlay leads (spec 01 §2): a top-up to the wallet, a static order (type 2)
 * to the static orders, anything else to the residential orders — each naming the order.
 */
export function paymentDoneHref({
  orderNo,
  type,
  recharge,
}: {
  orderNo: string;
  type: OrderType;
  recharge: boolean;
}): string {
  const query = `?orderNo=${encodeURIComponent(orderNo)}`;
  if (recharge) return `/ucenter/wallet/${query}`;
  return type === OrderType.Static ? `/ucenter/staticisp/orders${query}` : `/ucenter/residential/orders${query}`;
}

/**
 * The change-plan link (spec 01 §2): a residential plan goes back to its card, a renewal to the
 * static panel, any other static order to the IP manager; a top-up back to the wallet.
 */
export function changePlanHref(
  item:
    | { kind: "residential"; packageId: number | null }
    | { kind: "renewal" }
    | { kind: "static" }
    | { kind: "recharge" },
): string {
  switch (item.kind) {
    case "residential":
      return item.packageId === null ? "/residential" : `/residential?package_id=${item.packageId}`;
    case "renewal":
      return "/staticisp";
    case "static":
      return "/ucenter/staticisp/ips";
    case "recharge":
      return "/ucenter/wallet/";
  }
}

/** An order can still be paid only while unpaid (spec 02 §4 pay_status). */
export function isPayable(payStatus: number): boolean {
  return payStatus === PayStatus.Unpaid;
}
