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

/** A place's code and names: a country, a state or a city. */
export type Place = { code: string; name_en: string; name_zh: string };

/** A new region: a country, optionally a state or a city under it, and what `RegionChange` sets. */
export type NewRegion = RegionChange & { continent: string; country: Place; state: Place | null; city: Place | null };

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
    /**
     * Opens a region, on sale at once with no stock. The state or city is merged into the code and
     * the names (`USA-CA`, "United States · California") as every region is (ADR 410).
     */
    async create(acting: RegionActing, input: NewRegion): Promise<ConsoleRegion> {
      const { country, state, city } = input;
      const sub = city ?? state;
      const code = sub ? `${country.code}-${sub.code}` : country.code;
      const prices = pricesOf(input);
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.insertRegion(tx, {
            continent: input.continent,
            countryCode: code,
            countryNameEn: sub ? `${country.name_en} · ${sub.name_en}` : country.name_en,
            countryNameZh: sub ? `${country.name_zh} · ${sub.name_zh}` : country.name_zh,
            stateCode: state?.code ?? null,
            stateNameEn: state?.name_en ?? null,
            stateNameZh: state?.name_zh ?? null,
            cityCode: city?.code ?? null,
            cityNameEn: city?.name_en ?? null,
            cityNameZh: city?.name_zh ?? null,
            isp: input.isp,
            weight: input.weight,
            hot: input.hot,
            weeklyPriceCents: prices.weekly,
            fortnightlyPriceCents: prices.fortnightly,
            monthlyPriceCents: prices.monthly,
            bimonthlyPriceCents: prices.bimonthly,
            quarterlyPriceCents: prices.quarterly,
          });
          if (!row) throw regionEditorErrors.regionCodeTaken({ code });
          const after = presentConsoleRegion({ ...row, stock: 0 });
          await recordAudit(tx, {
            ...auditMeta(acting),
            action: "catalogue.region.create",
            resource: RESOURCE,
            resourceId: row.id,
            after: auditedRegion(after),
          });
          return after;
        });
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500)
          await recordRefusedAudit(db, {
            ...auditMeta(acting),
            action: "catalogue.region.create",
            resource: RESOURCE,
            resourceId: code,
            outcome: "refused",
            errorCode: error.code,
          });
        throw error;
      }
    },

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
