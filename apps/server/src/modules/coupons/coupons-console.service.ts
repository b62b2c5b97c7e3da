import { randomUUID } from "node:crypto";
import type { ConsoleCoupon, CouponProduct, CouponRules } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/app-error.ts";
import { recordAudit, recordRefusedAudit } from "../audit/audit.service.ts";
import { createPlanEditor } from "../catalogue/plan-editor.service.ts";
import type { RequestMeta } from "../staff/staff.types.ts";
import { createRegionEditor } from "../static-inventory/static-inventory.service.ts";
import { randomCouponCodes } from "./coupon-codes.ts";
import { insertCoupon } from "./coupons.repository.ts";
import { couponConsoleErrors } from "./coupons-console.errors.ts";
import { auditedCoupon, auditedRules, presentConsoleCoupon, ruleColumns } from "./coupons-console.presenter.ts";
import * as repo from "./coupons-console.repository.ts";

/** Who changes coupons: the member and their request, for the audit. */
export type CouponActing = RequestMeta & { staffId: string };

const RESOURCE = "coupon";
/** Rounds of fresh codes drawn when some of a batch collide with codes already stored (60 bits: never in practice). */
const MAX_DRAWS = 5;

const auditMeta = (acting: CouponActing) => ({
  staffId: acting.staffId,
  requestId: acting.requestId,
  ip: acting.ip,
  userAgent: acting.userAgent,
});

function checkWindow(rules: CouponRules): void {
  if (rules.starts_at !== null && rules.ends_at !== null && new Date(rules.ends_at) <= new Date(rules.starts_at))
    throw couponConsoleErrors.windowInvalid();
}

/** The plans and regions a coupon can be limited to, named in both languages (a region with its code). */
async function catalogueProducts(db: Db): Promise<{ plans: CouponProduct[]; regions: CouponProduct[] }> {
  const [plans, regions] = await Promise.all([createPlanEditor(db).list(), createRegionEditor(db).list()]);
  return {
    plans: plans.map((plan) => ({ id: plan.id, name_en: plan.title_en, name_zh: plan.title_zh, active: plan.active })),
    regions: regions.map((region) => ({
      id: region.id,
      name_en: `${region.name_en} (${region.code})`,
      name_zh: `${region.name_zh}（${region.code}）`,
      active: region.active,
    })),
  };
}

/**
 * Refuses a limit naming a plan or region the catalogue does not have (plans and regions are taken
 * off sale, never deleted, so an id that exists now keeps existing).
 */
async function checkProducts(db: Db, rules: CouponRules): Promise<void> {
  if (rules.applies_to === null) return;
  const { plans, regions } = await catalogueProducts(db);
  const knownPlans = new Set(plans.map((plan) => plan.id));
  const knownRegions = new Set(regions.map((region) => region.id));
  const unknown = [
    ...rules.applies_to.plan_ids.filter((id) => !knownPlans.has(id)).map((id) => `plan ${id}`),
    ...rules.applies_to.region_ids.filter((id) => !knownRegions.has(id)).map((id) => `region ${id}`),
  ];
  if (unknown.length > 0) throw couponConsoleErrors.productUnknown({ ids: [...new Set(unknown)].join(", ") });
}

/**
 * The console's coupons (issue #25, item 5). Each change and its audit row (before and after)
 * commit in one transaction; a refusal is audited on its own. The limits themselves are enforced
 * where coupons are taken, at checkout (coupons.service). `drawCodes` is replaceable for tests only.
 */
export function createCouponConsole(db: Db, now: () => Date, drawCodes = randomCouponCodes) {
  async function refusalsAudited<T>(
    acting: CouponActing,
    event: { action: string; resourceId: number | null },
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500)
        await recordRefusedAudit(db, {
          ...auditMeta(acting),
          ...event,
          resource: RESOURCE,
          outcome: "refused",
          errorCode: error.code,
        });
      throw error;
    }
  }

  return {
    async list(): Promise<ConsoleCoupon[]> {
      const at = now();
      return (await repo.listCoupons(db)).map((row) => presentConsoleCoupon(row, at));
    },

    /** What the form's "Applies to" offers and the list names. */
    products: () => catalogueProducts(db),

    async create(acting: CouponActing, input: CouponRules & { code: string }): Promise<ConsoleCoupon> {
      const action = "coupon.create";
      return refusalsAudited(acting, { action, resourceId: null }, async () => {
        checkWindow(input);
        await checkProducts(db, input);
        return db.transaction(async (tx) => {
          const row = await insertCoupon(tx, { ...ruleColumns(input), code: input.code });
          if (!row) throw couponConsoleErrors.codeTaken({ code: input.code.toUpperCase() });
          await recordAudit(tx, {
            ...auditMeta(acting),
            action,
            resource: RESOURCE,
            resourceId: row.id,
            after: auditedCoupon(row),
          });
          return presentConsoleCoupon(row, now());
        });
      });
    },

    /** Limits, window and state always; kind, value and minimum only while no order ever took it. */
    async update(acting: CouponActing, id: number, input: CouponRules & { active: boolean }): Promise<ConsoleCoupon> {
      const action = "coupon.update";
      return refusalsAudited(acting, { action, resourceId: id }, async () => {
        checkWindow(input);
        await checkProducts(db, input);
        return db.transaction(async (tx) => {
          const current = await repo.lockCoupon(tx, id);
          if (!current) throw couponConsoleErrors.notFound();
          const columns = ruleColumns(input);
          const discountChanged =
            columns.kind !== current.kind ||
            columns.value !== current.value ||
            columns.minAmountCents !== current.minAmountCents;
          if (discountChanged && (current.uses > 0 || (await repo.everRedeemed(tx, id))))
            throw couponConsoleErrors.discountLocked();
          if (columns.maxUses !== null && columns.maxUses < current.uses)
            throw couponConsoleErrors.limitBelowUses({ uses: current.uses });
          const updated = await repo.updateCoupon(tx, id, { ...columns, active: input.active });
          await recordAudit(tx, {
            ...auditMeta(acting),
            action,
            resource: RESOURCE,
            resourceId: id,
            before: auditedCoupon(current),
            after: auditedCoupon(updated),
          });
          return presentConsoleCoupon(updated, now());
        });
      });
    },

    /**
     * `count` new codes sharing the rules, in one transaction under one batch id. A drawn code
     * that exists already is skipped by the unique index and drawn again, so none is overwritten
     * and the batch has exactly `count` codes.
     */
    async generate(
      acting: CouponActing,
      input: CouponRules & { prefix: string; count: number },
    ): Promise<{ batch_id: string; codes: string[] }> {
      const action = "coupon.generate";
      return refusalsAudited(acting, { action, resourceId: null }, async () => {
        checkWindow(input);
        await checkProducts(db, input);
        const batchId = randomUUID();
        const columns = { ...ruleColumns(input), batchId };
        return db.transaction(async (tx) => {
          const codes: string[] = [];
          for (let draw = 0; codes.length < input.count; draw++) {
            if (draw === MAX_DRAWS) throw new Error("coupon codes kept colliding: the prefix space is exhausted");
            const drawn = drawCodes(input.prefix, input.count - codes.length);
            const written = await repo.insertFreeCoupons(
              tx,
              drawn.map((code) => ({ ...columns, code })),
            );
            codes.push(...written.map((row) => row.code));
          }
          await recordAudit(tx, {
            ...auditMeta(acting),
            action,
            resource: RESOURCE,
            resourceId: batchId,
            after: {
              batch_id: batchId,
              prefix: input.prefix.toUpperCase(),
              count: codes.length,
              rules: auditedRules(input),
            },
          });
          return { batch_id: batchId, codes };
        });
      });
    },
  };
}

export type CouponConsole = ReturnType<typeof createCouponConsole>;
