import {
  type OrderInfo,
  OrderType,
  orderInfo,
  ProductType,
  prepareOrder,
  prepareRenewOrder,
  type ResidentialPackage,
  residentialPackages,
  staticRegions,
} from "@portico/contracts";
import { isStaticPeriod, parseStaticCommodity, type StaticPeriod } from "@portico/domain";
import { ApiError } from "../../../lib/api/api-error";
import type { EndpointCaller } from "../../../lib/api/call-endpoint";
import { type PaymentRequest, readPaymentRequest } from "./payment-query";

export type StaticOrderLine = { id: number; name: string; isp: string; quantity: number };

/** What the payment view can show for its query: something to pay for, or why there is none. */
export type OrderSelection =
  /** `payPrice`: the server's pre-order price (spec 01 §4: a plan click requests it). */
  | { kind: "residential"; pkg: ResidentialPackage; payPrice: number }
  | { kind: "static"; period: StaticPeriod; commodity: string; lines: StaticOrderLine[]; payPrice: number }
  | { kind: "renewal"; period: StaticPeriod; ipIds: number[]; payPrice: number }
  /** An order that exists (back from a provider, or paying an unpaid one); a top-up when `recharge`. */
  | { kind: "order"; order: OrderInfo; recharge: boolean }
  | { kind: "recharge"; deposit: number }
  /** The server refused the static order; `message` is its localised reason. */
  | { kind: "static-refused"; message: string | null }
  | { kind: "renewal-refused"; message: string | null }
  /** The order named by `order_no` could not be read (spec 01 §8 missingOrderInfo). */
  | { kind: "missing-order"; message: string | null }
  | { kind: "invalid-deposit" }
  | { kind: "missing-package" }
  | { kind: "unknown-package"; packageId: string };

const serverMessageOf = (error: unknown) => {
  if (error instanceof ApiError) return error.serverMessage;
  throw error;
};

/**
 * Reads the payment query (spec 01 §2) and asks the server what it needs: the order itself for
 * `order_no`; the pre-order price for a residential plan (`/api/order/prepare` with
 * `package_id`), a static cart (`date_unit`, `static_commodity`, re-checked against live stock)
 * or a renewal (`/api/order/prepare_renew`); nothing for a top-up (`recharge=1&deposit`).
 */
export async function loadOrderSelection(query: URLSearchParams, call: EndpointCaller): Promise<OrderSelection> {
  const request = readPaymentRequest(query);
  switch (request.kind) {
    case "order":
      return loadOrder(request, call);
    case "recharge":
      return request.deposit === null ? { kind: "invalid-deposit" } : { kind: "recharge", deposit: request.deposit };
    case "renewal":
      return loadRenewal(request, call);
    case "static":
      return loadStatic(request, call);
    case "residential":
      return loadResidential(request, call);
  }
}

async function loadOrder(request: Extract<PaymentRequest, { kind: "order" }>, call: EndpointCaller) {
  try {
    return {
      kind: "order",
      order: await call(orderInfo, { order_no: request.orderNo }),
      recharge: request.recharge,
    } as const;
  } catch (error) {
    return { kind: "missing-order", message: serverMessageOf(error) } as const;
  }
}

async function loadResidential(
  request: Extract<PaymentRequest, { kind: "residential" }>,
  call: EndpointCaller,
): Promise<OrderSelection> {
  const { packageId } = request;
  if (!packageId) return { kind: "missing-package" };
  if (request.type !== String(OrderType.Residential) || !/^\d+$/.test(packageId)) {
    return { kind: "unknown-package", packageId };
  }
  const packages = (await call(residentialPackages, { type: ProductType.Residential }))[ProductType.Residential];
  const pkg = packages.find((candidate) => candidate.id === Number(packageId));
  if (!pkg) return { kind: "unknown-package", packageId };
  try {
    const { pay_price: payPrice } = await call(prepareOrder, { type: OrderType.Residential, package_id: pkg.id });
    return { kind: "residential", pkg, payPrice };
  } catch (error) {
    serverMessageOf(error);
    return { kind: "unknown-package", packageId };
  }
}

async function loadStatic(
  request: Extract<PaymentRequest, { kind: "static" }>,
  call: EndpointCaller,
): Promise<OrderSelection> {
  const { dateUnit, commodity } = request;
  try {
    const [{ pay_price: payPrice }, { area: regions }] = await Promise.all([
      call(prepareOrder, { type: OrderType.Static, date_unit: dateUnit, static_commodity: commodity }),
      call(staticRegions, {}),
    ]);
    const parsed = parseStaticCommodity(commodity);
    // The server accepted both, so these hold; the checks only narrow the types.
    if (!parsed.ok || !isStaticPeriod(dateUnit)) return { kind: "static-refused", message: null };
    const byId = new Map(regions.map((region) => [region.id, region]));
    const lines = parsed.items.map((item) => ({
      id: item.id,
      name: byId.get(item.id)?.country_name ?? `#${item.id}`,
      isp: byId.get(item.id)?.isp ?? "",
      quantity: item.quantity,
    }));
    return { kind: "static", period: dateUnit, commodity, lines, payPrice };
  } catch (error) {
    return { kind: "static-refused", message: serverMessageOf(error) };
  }
}

async function loadRenewal(
  request: Extract<PaymentRequest, { kind: "renewal" }>,
  call: EndpointCaller,
): Promise<OrderSelection> {
  const { ipIds, dateUnit } = request;
  if (ipIds.length === 0 || !isStaticPeriod(dateUnit) || dateUnit === "test") {
    return { kind: "renewal-refused", message: null };
  }
  try {
    const { pay_price: payPrice } = await call(prepareRenewOrder, {
      type: OrderType.Static,
      renew_ip_ids: ipIds,
      date_unit: dateUnit,
    });
    return { kind: "renewal", period: dateUnit, ipIds, payPrice };
  } catch (error) {
    return { kind: "renewal-refused", message: serverMessageOf(error) };
  }
}
