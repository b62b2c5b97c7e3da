import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/app-error.ts";
import type { StaffPrincipal } from "../../plugins/auth/principal.ts";
import { recordRefusedAudit } from "../audit/audit.service.ts";
import type { RequestMeta } from "../staff/staff.types.ts";

/** Who changes the site's content (FAQ articles, legal pages): the member and their request, for the audit. */
export type ContentActing = RequestMeta & { staffId: string };

export const contentActingOf = (principal: StaffPrincipal, request: FastifyRequest): ContentActing => ({
  staffId: principal.staffId,
  requestId: request.id,
  ip: request.ip,
  userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : null,
});

/** Runs a content change; a refusal (bad input, a missing row) is audited in a transaction of its own. */
export async function contentRefusalsAudited<T>(
  db: Db,
  acting: ContentActing,
  event: { action: string; resource: string; resourceId: string | number | null },
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500)
      await recordRefusedAudit(db, { ...acting, ...event, outcome: "refused", errorCode: error.code });
    throw error;
  }
}
