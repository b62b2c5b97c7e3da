import { MAX_DB_INT, ResidentialPlanType } from "@portico/contracts";
import {
  formatUsd,
  isRenewable,
  isStaticPeriod,
  MAX_STATIC_QUANTITY,
  PAID_STATIC_PERIODS,
  type PaidStaticPeriod,
  parseStaticCommodity,
  periodPriceCents,
  pricesOf,
  type StaticPeriod,
  type UiLanguage,
} from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { residentialCatalogue } from "../catalogue/catalogue.service.ts";
import type { ResidentialPlan } from "../catalogue/catalogue.types.ts";
import { lockOwnedIps, regionsWithStockOf } from "../static-inventory/static-inventory.service.ts";
import type { OwnedIp, RegionWithStock } from "../static-inventory/static-inventory.types.ts";
import { orderErrors } from "./orders.errors.ts";

/** The price of an order, recomputed from the live catalogue: the browser's total is never trusted. */

export type StaticLine = { region: RegionWithStock; quantity: number; unitCents: number };
export type StaticQuote = { period: StaticPeriod; lines: StaticLine[]; totalCents: number; ipCount: number };

export const regionName = (region: { countryNameEn: string; countryNameZh: string }, language: UiLanguage) =>
  language === "zh-CN" ? region.countryNameZh : region.countryNameEn;

export async function quoteStatic(db: Db, dateUnit: string, commodity: string): Promise<StaticQuote> {
  if (!isStaticPeriod(dateUnit)) throw orderErrors.periodInvalid({ period: dateUnit });
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
    throw error[parsed.problem]({ part, id, max: MAX_STATIC_QUANTITY });
  }
  const regions = new Map(
    (
      await regionsWithStockOf(
        db,
        parsed.items.map((item) => item.id),
      )
    ).map((row) => [row.id, row]),
  );
  const lines = parsed.items.map((item): StaticLine => {
    const region = regions.get(item.id);
    if (!region) throw orderErrors.regionUnknown({ id: item.id });
    return { region, quantity: item.quantity, unitCents: periodPriceCents(pricesOf(region), period) };
  });
  const totalCents = lines.reduce((total, line) => total + line.unitCents * line.quantity, 0);
  // An order's price is a PostgreSQL integer of cents: a larger cart is refused before any write.
  if (totalCents > MAX_DB_INT)
    throw orderErrors.orderTooLarge({ max: formatUsd(MAX_DB_INT), total: formatUsd(totalCents) });
  return {
    period,
    // Reserved in region id order: every order locks IP rows in the same order.
    lines: lines.sort((a, b) => a.region.id - b.region.id),
    totalCents,
    ipCount: lines.reduce((total, line) => total + line.quantity, 0),
  };
}

/** Refuses a line above the region's live stock, naming the region, what is left and what was asked. */
export function assertInStock(line: StaticLine, stock: number, language: UiLanguage): void {
  if (line.quantity > stock) {
    throw orderErrors.stockInsufficient({ region: regionName(line.region, language), stock, quantity: line.quantity });
  }
}

export async function quoteResidential(db: Db, packageId: number): Promise<ResidentialPlan> {
  const pkg = (await residentialCatalogue(db)).find((row) => row.id === packageId);
  if (!pkg) throw orderErrors.packageUnknown({ id: packageId });
  if (pkg.planType === ResidentialPlanType.Customized) throw orderErrors.packageCustom();
  return pkg;
}

export type RenewalQuote = {
  period: PaidStaticPeriod;
  ips: (OwnedIp & { unitCents: number; region: RegionWithStock })[];
  totalCents: number;
};

/**
 * A renewal of IPs the customer owns, at each region's live price for the period. Every IP must
 * be the customer's and renewable (spec 02 §4); the IP rows are locked so a concurrent renewal
 * of the same IP waits.
 */
export async function quoteRenewal(
  db: Db,
  userId: string,
  ipIds: readonly number[],
  dateUnit: string,
  now: Date,
): Promise<RenewalQuote> {
  if (!(PAID_STATIC_PERIODS as readonly string[]).includes(dateUnit)) {
    throw orderErrors.renewPeriodInvalid({ period: dateUnit });
  }
  const period = dateUnit as PaidStaticPeriod;
  const unique = [...new Set(ipIds)];
  const owned = await lockOwnedIps(db, userId, unique);
  const renewable = owned.filter((ip) =>
    isRenewable({ owned: true, disabled: ip.status === "disabled", expireAt: ip.expireAt }, now),
  );
  if (owned.length !== unique.length || renewable.length !== unique.length) throw orderErrors.ipNotRenewable();
  const regions = new Map(
    (
      await regionsWithStockOf(
        db,
        owned.map((ip) => ip.regionId),
      )
    ).map((row) => [row.id, row]),
  );
  const ips = owned.map((ip) => {
    const region = regions.get(ip.regionId);
    if (!region) throw orderErrors.ipNotRenewable();
    return { ...ip, region, unitCents: periodPriceCents(pricesOf(region), period) };
  });
  return { period, ips, totalCents: ips.reduce((total, ip) => total + ip.unitCents, 0) };
}
