import { StaffError } from "@portico/contracts";
import { defineModule } from "../../app-module.ts";
import auditRoutes from "./audit.routes.ts";
import { recordRefusedAudit } from "./audit.service.ts";

/** The console's audit browser and export (ADR 421); the writing side is audit.service, used by every console module. */
export default defineModule("audit", async (app, { db, clock }) => {
  // A member refused by an endpoint's rule for a permission their roles lack is an attempt the
  // auditor should see, in a transaction of its own (nothing else happened). A stale code is not:
  // the console asks for a fresh one and retries, as designed (ADR 420).
  app.decorate("staffRefused", async (request, endpoint, code) => {
    if (code === StaffError.staff_reauth_required.code) return;
    // Past the second factor only: a session still owing its code is refused as part of signing in.
    if (request.principal?.kind !== "staff" || !request.principal.permissions.has("session:active")) return;
    const agent = request.headers["user-agent"];
    await recordRefusedAudit(db, {
      staffId: request.principal.staffId,
      action: "access.refused",
      resource: "endpoint",
      resourceId: endpoint.operationId,
      requestId: request.id,
      ip: request.ip,
      userAgent: typeof agent === "string" ? agent : null,
      outcome: "refused",
      errorCode: code,
    });
  });
  await auditRoutes(app, { db, now: clock.now });
});
