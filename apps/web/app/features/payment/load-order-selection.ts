import {
  OrderType,
  ProductType,
  prepareOrder,
  type ResidentialPackage,
  residentialPackages,
  staticRegions,
} from "@portico/contracts";
import { isStaticPeriod, parseStaticCommodity, type StaticPeriod } from "@portico/domain";
import { ApiError } from "../../lib/api/api-error";
import type { EndpointCaller } from "../../lib/api/call-endpoint";

export type StaticOrderLine = { id: number; name: string; isp: string; quantity: number };

/** What the payment view can show for its query: an order, or why there is none. */
export type OrderSelection =
  | { kind: "residential"; pkg: ResidentialPackage }
  | { kind: "static"; period: StaticPeriod; lines: StaticOrderLine[]; payPrice: number }
  /** The server refused the static order; `message` is its localised reason. */
  | { kind: "static-refused"; message: string | null }
  | { kind: "missing-package" }
  | { kind: "unknown-package"; packageId: string };

/**
 * Reads the payment query (spec 01 §2): `type=1&package_id` for residential, or
 * `type=2&date_unit&static_commodity` for static, whose price comes from the server's
 * `/api/order/prepare` — it re-checks every quantity against live stock.
 */
export async function loadOrderSelection(query: URLSearchParams, call: EndpointCaller): Promise<OrderSelection> {
  if (query.get("type") === String(OrderType.Static)) return loadStatic(query, call);
  const packageId = query.get("package_id")?.trim();
  if (!packageId) return { kind: "missing-package" };
  if (query.get("type") !== String(OrderType.Residential) || !/^\d+$/.test(packageId)) {
    return { kind: "unknown-package", packageId };
  }
  const packages = (await call(residentialPackages, { type: ProductType.Residential }))[ProductType.Residential];
  const pkg = packages.find((candidate) => candidate.id === Number(packageId));
  return pkg ? { kind: "residential", pkg } : { kind: "unknown-package", packageId };
}

async function loadStatic(query: URLSearchParams, call: EndpointCaller): Promise<OrderSelection> {
  const dateUnit = query.get("date_unit") ?? "";
  const commodity = query.get("static_commodity") ?? "";
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
    return { kind: "static", period: dateUnit, lines, payPrice };
  } catch (error) {
    if (error instanceof ApiError) return { kind: "static-refused", message: error.serverMessage };
    throw error;
  }
}
