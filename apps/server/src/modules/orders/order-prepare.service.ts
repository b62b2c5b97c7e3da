import { type OrderPrepareRequest, OrderType, ResidentialPlanType } from "@portico/contracts";
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
import { residentialCatalogue } from "../catalogue/catalogue.service.ts";
import { regionsWithStockOf } from "../static-regions/static-regions.service.ts";
import { orderErrors } from "./orders.errors.ts";

/**
 * The price of an order before it exists (spec 02 §7 `/api/order/prepare`), recomputed from the
 * live catalogue so the browser's total is never trusted. Static orders are re-checked against
 * the available stock of each region; test IPs cost nothing.
 */
export async function preparePrice(db: Db, request: OrderPrepareRequest, language: UiLanguage): Promise<number> {
  return request.type === OrderType.Static
    ? prepareStatic(db, request.date_unit, request.static_commodity, language)
    : prepareResidential(db, request.package_id);
}

async function prepareStatic(db: Db, dateUnit: string, commodity: string, language: UiLanguage): Promise<number> {
  if (!isStaticPeriod(dateUnit)) {
    throw orderErrors.periodInvalid({ period: dateUnit });
  }
  const period: StaticPeriod = dateUnit;
  const parsed = parseStaticCommodity(commodity);
  if (!parsed.ok) {
    const part = parsed.part ?? "";
    const id = part.split(":")[0] ?? "";
    const error = {
      empty: orderErrors.cartEmpty,
      malformed: orderErrors.cartMalformed,
      quantity: orderErrors.quantityInvalid,
      duplicate: orderErrors.regionDuplicate,
    } as const;
    throw error[parsed.problem]({ part, id });
  }
  const regions = new Map(
    (
      await regionsWithStockOf(
        db,
        parsed.items.map((item) => item.id),
      )
    ).map((row) => [row.id, row]),
  );
  let totalCents = 0;
  for (const item of parsed.items) {
    const region = regions.get(item.id);
    if (!region) {
      throw orderErrors.regionUnknown({ id: item.id });
    }
    if (item.quantity > region.stock) {
      throw orderErrors.stockInsufficient({
        region: language === "zh-CN" ? region.countryNameZh : region.countryNameEn,
        stock: region.stock,
        quantity: item.quantity,
      });
    }
    totalCents += periodPriceCents(pricesOf(region), period) * item.quantity;
  }
  return centsToDollars(totalCents);
}

async function prepareResidential(db: Db, packageId: number): Promise<number> {
  const pkg = (await residentialCatalogue(db)).find((row) => row.id === packageId);
  if (!pkg) throw orderErrors.packageUnknown({ id: packageId });
  if (pkg.planType === ResidentialPlanType.Customized) throw orderErrors.packageCustom();
  return centsToDollars(pkg.salePriceCents);
}
