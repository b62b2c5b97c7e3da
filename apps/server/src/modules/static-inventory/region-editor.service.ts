import type { ConsoleRegion } from "@portico/contracts";
import { pricesOf, type RegionPriceFields } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/app-error.ts";
import { recordAudit, recordRefusedAudit } from "../audit/audit.service.ts";
import type { RequestMeta } from "../staff/staff.types.ts";
import { regionEditorErrors } from "./region-editor.errors.ts";
import { auditedRegion, presentConsoleRegion } from "./region-editor.presenter.ts";
import * as repo from "./region-editor.repository.ts";

/** Who changes a region: the member and their request, for the audit. */
export type RegionActing = RequestMeta & { staffId: string };

export type RegionChange = RegionPriceFields & { isp: string; weight: number; hot: boolean };

const RESOURCE = "static_region";

const auditMeta = (acting: RegionActing) => ({
  staffId: acting.staffId,
  requestId: acting.requestId,
  ip: acting.ip,
  userAgent: acting.userAgent,
});

/**
 * The static regions as the console edits them (issue #25, item 2): ISP, order, hot flag, the
 * price per IP of each period, on sale or not. Each change and its audit row (before and after)
 * commit in one transaction; the table's trigger tells the public caches at that commit
 * (migration 0009). A refusal is audited on its own.
 */
export function createRegionEditor(db: Db) {
  async function change(
    acting: RegionActing,
    action: string,
    id: number,
    values: Parameters<typeof repo.updateRegion>[2],
  ): Promise<ConsoleRegion> {
    try {
      return await db.transaction(async (tx) => {
        const current = await repo.lockRegion(tx, id);
        if (!current) throw regionEditorErrors.regionNotFound();
        const stock = await repo.stockOf(tx, id);
        const before = presentConsoleRegion({ ...current, stock });
        const after = presentConsoleRegion({ ...(await repo.updateRegion(tx, id, values)), stock });
        await recordAudit(tx, {
          ...auditMeta(acting),
          action,
          resource: RESOURCE,
          resourceId: id,
          before: auditedRegion(before),
          after: auditedRegion(after),
        });
        return after;
      });
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500)
        await recordRefusedAudit(db, {
          ...auditMeta(acting),
          action,
          resource: RESOURCE,
          resourceId: id,
          outcome: "refused",
          errorCode: error.code,
        });
      throw error;
    }
  }

  return {
    async list(): Promise<ConsoleRegion[]> {
      return (await repo.listAllRegions(db)).map(presentConsoleRegion);
    },

    async update(acting: RegionActing, id: number, input: RegionChange): Promise<ConsoleRegion> {
      const prices = pricesOf(input);
      return change(acting, "catalogue.region.update", id, {
        isp: input.isp,
        weight: input.weight,
        hot: input.hot,
        weeklyPriceCents: prices.weekly,
        fortnightlyPriceCents: prices.fortnightly,
        monthlyPriceCents: prices.monthly,
        bimonthlyPriceCents: prices.bimonthly,
        quarterlyPriceCents: prices.quarterly,
      });
    },

    /** On sale or off it; its IPs stay in the inventory, and IPs already sold keep working. */
    async setActive(acting: RegionActing, id: number, active: boolean): Promise<ConsoleRegion> {
      return change(acting, active ? "catalogue.region.enable" : "catalogue.region.disable", id, { active });
    },
  };
}
export type RegionEditor = ReturnType<typeof createRegionEditor>;
