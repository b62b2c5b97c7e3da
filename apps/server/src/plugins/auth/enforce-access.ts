import type { AccessRule } from "@portico/contracts";
import { commonErrors } from "../common-errors.ts";
import type { Principal } from "./principal.ts";

/**
 * Whether `principal` may call an endpoint under `rule`; throws what to answer when not:
 * - a customer endpoint: 401 without a customer credential, 403 naming the missing scope;
 * - a staff or internal endpoint: another kind of caller is answered as if no route were there
 *   (404), so the console's and the gateway's surface reveal nothing; staff without the
 *   permission get 403, and so do staff whose session was not reauthenticated lately where the
 *   rule asks for it (`staff_reauth_required`: the console asks for a code and retries).
 */
export function enforceAccess(rule: AccessRule, principal: Principal | null, path: string): void {
  switch (rule.kind) {
    case "public":
      return;
    case "customer":
      if (principal === null) throw commonErrors.unauthorized();
      if (principal.kind !== "customer") throw commonErrors.forbidden();
      if (!principal.scopes.has(rule.scope))
        throw principal.actor.kind === "staff_view"
          ? commonErrors.viewCannotChange()
          : commonErrors.missingScope({ scope: rule.scope });
      return;
    case "staff":
      if (principal?.kind !== "staff") throw commonErrors.apiRouteNotFound({ path });
      if (!principal.permissions.has(rule.permission))
        throw commonErrors.missingPermission({ permission: rule.permission });
      if (rule.reauth && !principal.reauthFresh) throw commonErrors.reauthRequired();
      return;
    case "internal":
      if (principal?.kind !== "internal" || principal.service !== rule.service)
        throw commonErrors.apiRouteNotFound({ path });
      return;
  }
}
