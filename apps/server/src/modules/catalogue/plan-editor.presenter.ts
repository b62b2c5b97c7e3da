import type { ConsolePlan, PlanInput } from "@portico/contracts";
import { centsToDollars, dollarsToCents } from "@portico/domain";
import type { NewResidentialPackageRow, ResidentialPackageRow } from "./catalogue.tables.ts";

/** Row -> the console's contract: both titles, cents -> dollars, MB kept as MB. */
export function presentConsolePlan(row: ResidentialPackageRow): ConsolePlan {
  return {
    id: row.id,
    type: row.planType,
    title_en: row.titleEn,
    title_zh: row.titleZh,
    price: centsToDollars(row.priceCents),
    sale_price: centsToDollars(row.salePriceCents),
    discount_ratio: row.discountRatio,
    days: row.days,
    flow: row.flowMb,
    give: row.giveMb,
    popular: row.popular,
    weight: row.weight,
    active: row.active,
  };
}

/** A plan as the audit keeps it: the console's fields, its prices as integer cents (no floats in the audit's JSON). */
export type AuditedPlan = Omit<ConsolePlan, "price" | "sale_price"> & { price_cents: number; sale_price_cents: number };

/** What the audit keeps of a plan: `price_cents` and `sale_price_cents` from the columns, never dollars with decimals. */
export function auditedPlan(row: ResidentialPackageRow): AuditedPlan {
  const { price: _price, sale_price: _salePrice, ...rest } = presentConsolePlan(row);
  return { ...rest, price_cents: row.priceCents, sale_price_cents: row.salePriceCents };
}

/** The console's input -> columns, dollars -> cents. */
export function planColumns(input: PlanInput): Omit<NewResidentialPackageRow, "id" | "active" | "createdAt"> {
  return {
    planType: input.type,
    titleEn: input.title_en,
    titleZh: input.title_zh,
    priceCents: dollarsToCents(input.price),
    salePriceCents: dollarsToCents(input.sale_price),
    discountRatio: input.discount_ratio,
    days: input.days,
    flowMb: input.flow,
    giveMb: input.give,
    popular: input.popular,
    weight: input.weight,
  };
}
