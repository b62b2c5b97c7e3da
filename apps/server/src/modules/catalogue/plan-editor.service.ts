import type { ConsolePlan, PlanInput } from "@portico/contracts";
import { formatUsd } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/app-error.ts";
import { recordAudit, recordRefusedAudit } from "../audit/audit.service.ts";
import type { RequestMeta } from "../staff/staff.types.ts";
import { catalogueConsoleErrors } from "./catalogue-console.errors.ts";
import { auditedPlan, planColumns, presentConsolePlan } from "./plan-editor.presenter.ts";
import * as repo from "./plan-editor.repository.ts";

/** Who changes the catalogue: the member and their request, for the audit. */
export type CatalogueActing = RequestMeta & { staffId: string };

const RESOURCE = "residential_package";

const auditMeta = (acting: CatalogueActing) => ({
  staffId: acting.staffId,
  requestId: acting.requestId,
  ip: acting.ip,
  userAgent: acting.userAgent,
});

/**
 * The residential plans as the console edits them (issue #25, item 2). Each change and its audit
 * row (before and after) commit in one transaction; the table's trigger tells every instance's
 * public caches at that commit (migration 0009, ADR 011). A refusal is audited on its own.
 */
export function createPlanEditor(db: Db) {
  async function refusalsAudited<T>(
    acting: CatalogueActing,
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

  function checkPrices(input: PlanInput): void {
    const columns = planColumns(input);
    if (columns.salePriceCents > columns.priceCents)
      throw catalogueConsoleErrors.saleAbovePrice({
        sale: formatUsd(columns.salePriceCents),
        price: formatUsd(columns.priceCents),
      });
  }

  return {
    async list(): Promise<ConsolePlan[]> {
      return (await repo.listAllPlans(db)).map(presentConsolePlan);
    },

    async create(acting: CatalogueActing, input: PlanInput): Promise<ConsolePlan> {
      return refusalsAudited(acting, { action: "catalogue.plan.create", resourceId: null }, async () => {
        checkPrices(input);
        return db.transaction(async (tx) => {
          const row = await repo.insertPlan(tx, { ...planColumns(input), active: true });
          await recordAudit(tx, {
            ...auditMeta(acting),
            action: "catalogue.plan.create",
            resource: RESOURCE,
            resourceId: row.id,
            after: auditedPlan(row),
          });
          return presentConsolePlan(row);
        });
      });
    },

    async update(acting: CatalogueActing, id: number, input: PlanInput): Promise<ConsolePlan> {
      return refusalsAudited(acting, { action: "catalogue.plan.update", resourceId: id }, async () => {
        checkPrices(input);
        return db.transaction(async (tx) => {
          const current = await repo.lockPlan(tx, id);
          if (!current) throw catalogueConsoleErrors.planNotFound();
          const row = await repo.updatePlan(tx, id, planColumns(input));
          await recordAudit(tx, {
            ...auditMeta(acting),
            action: "catalogue.plan.update",
            resource: RESOURCE,
            resourceId: id,
            before: auditedPlan(current),
            after: auditedPlan(row),
          });
          return presentConsolePlan(row);
        });
      });
    },

    /** On sale or off it; orders already placed keep the plan they name. */
    async setActive(acting: CatalogueActing, id: number, active: boolean): Promise<ConsolePlan> {
      const action = active ? "catalogue.plan.enable" : "catalogue.plan.disable";
      return refusalsAudited(acting, { action, resourceId: id }, async () =>
        db.transaction(async (tx) => {
          const current = await repo.lockPlan(tx, id);
          if (!current) throw catalogueConsoleErrors.planNotFound();
          const row = await repo.updatePlan(tx, id, { active });
          await recordAudit(tx, {
            ...auditMeta(acting),
            action,
            resource: RESOURCE,
            resourceId: id,
            before: auditedPlan(current),
            after: auditedPlan(row),
          });
          return presentConsolePlan(row);
        }),
      );
    },
  };
}

export type PlanEditor = ReturnType<typeof createPlanEditor>;
