import type { OrderPrepareRequest } from "@portico/contracts";
import {
  centsToDollars,
  isStaticPeriod,
  parseStaticCommodity,
  periodPriceCents,
  pricesOf,
  type StaticPeriod,
  type UiLanguage,
} from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/app-error.ts";
import { listActiveResidentialPackages } from "../catalogue/catalogue.repository.ts";
import { regionsWithStockByIds } from "../static-regions/static-regions.repository.ts";

/**
 * The price of an order before it exists (spec 02 §7 `/api/order/prepare`), recomputed from the
 * live catalogue so the browser's total is never trusted. Static orders are re-checked against
 * the available stock of each region; test IPs cost nothing.
 */
export async function preparePrice(db: Db, request: OrderPrepareRequest, language: UiLanguage): Promise<number> {
  return request.type === 2
    ? prepareStatic(db, request.date_unit, request.static_commodity, language)
    : prepareResidential(db, request.package_id);
}

async function prepareStatic(db: Db, dateUnit: string, commodity: string, language: UiLanguage): Promise<number> {
  if (!isStaticPeriod(dateUnit)) {
    throw new AppError("validation_failed", { messageKey: "static_period_invalid", params: { period: dateUnit } });
  }
  const period: StaticPeriod = dateUnit;
  const parsed = parseStaticCommodity(commodity);
  if (!parsed.ok) {
    const part = parsed.part ?? "";
    const id = part.split(":")[0] ?? "";
    const messageKey = {
      empty: "static_commodity_empty",
      malformed: "static_commodity_malformed",
      quantity: "static_quantity_invalid",
      duplicate: "static_region_duplicate",
    } as const;
    throw new AppError("validation_failed", { messageKey: messageKey[parsed.problem], params: { part, id } });
  }
  const regions = new Map(
    (
      await regionsWithStockByIds(
        db,
        parsed.items.map((item) => item.id),
      )
    ).map((row) => [row.id, row]),
  );
  let totalCents = 0;
  for (const item of parsed.items) {
    const region = regions.get(item.id);
    if (!region) {
      throw new AppError("business_rule", { messageKey: "static_region_unknown", params: { id: String(item.id) } });
    }
    if (item.quantity > region.stock) {
      throw new AppError("business_rule", {
        messageKey: "static_stock_insufficient",
        params: {
          region: language === "zh-CN" ? region.countryNameZh : region.countryNameEn,
          stock: String(region.stock),
          quantity: String(item.quantity),
        },
      });
    }
    totalCents += periodPriceCents(pricesOf(region), period) * item.quantity;
  }
  return centsToDollars(totalCents);
}

async function prepareResidential(db: Db, packageId: number): Promise<number> {
  const pkg = (await listActiveResidentialPackages(db)).find((row) => row.id === packageId);
  if (!pkg) {
    throw new AppError("business_rule", {
      messageKey: "residential_package_unknown",
      params: { id: String(packageId) },
    });
  }
  if (pkg.planType === 999) throw new AppError("business_rule", { messageKey: "residential_package_custom" });
  return centsToDollars(pkg.salePriceCents);
}
