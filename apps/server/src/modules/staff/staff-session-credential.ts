import { STAFF_PERMISSIONS, type StaffPermission } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import type { CredentialResolver } from "../../plugins/auth/credential.ts";
import { REAUTH_MS, staffErrors } from "./staff.errors.ts";
import { findLiveSession, touchSession } from "./staff.repository.ts";
import { requireConsoleHeader, staffToken } from "./staff-cookie.ts";
import { hashToken } from "./staff-tokens.ts";

/** A staff session ends after 30 minutes without a request. */
export const STAFF_IDLE_MS = 30 * 60_000;
/** …and 12 hours after sign-in, whatever its activity. */
export const STAFF_MAX_AGE_MS = 12 * 3_600_000;
/** Activity is written at most once a minute per session. */
const TOUCH_AFTER_MS = 60_000;

const grantable: ReadonlySet<string> = new Set(STAFF_PERMISSIONS);
const VERIFYING: ReadonlySet<StaffPermission> = new Set(["session:end", "session:verify"]);
const ENROLLING: ReadonlySet<StaffPermission> = new Set(["session:end", "session:enrol"]);

/**
 * The staff session cookie (`portico_staff`, ADR 420), looked at on console endpoints only. A
 * session that has not passed its second factor holds nothing but the step it owes (enrolment or
 * a code) and logout; once past it, its member's roles' permissions and `session:active`. A
 * member disabled, a session revoked, idle 30 minutes or 12 hours old answers 401. A mutation
 * without the console's header is refused (403) before anything else.
 */
export function staffSessionCredential(options: { db: Db; now: () => Date }): CredentialResolver {
  const { db, now } = options;
  return {
    scheme: "staff",
    onlyOn: "staff",
    present: (headers) => staffToken(headers) !== undefined,
    resolve: async (request) => {
      const at = now();
      const session = await findLiveSession(
        db,
        hashToken(staffToken(request.headers) ?? ""),
        at,
        new Date(at.getTime() - STAFF_IDLE_MS),
      );
      if (!session) return null;
      requireConsoleHeader(request);
      if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) await touchSession(db, session.id, at);
      const base = { kind: "staff" as const, staffId: session.staffId, sessionId: session.id };
      if (session.secondFactorAt === null)
        return { ...base, permissions: session.enrolledAt ? VERIFYING : ENROLLING, reauthFresh: false };
      // Only the contract's permissions count, whatever a role's row says.
      const permissions = new Set<StaffPermission>(["session:end", "session:active"]);
      for (const permission of session.permissions)
        if (grantable.has(permission)) permissions.add(permission as StaffPermission);
      const reauthFresh = session.reauthAt !== null && at.getTime() - session.reauthAt.getTime() < REAUTH_MS;
      return { ...base, permissions, reauthFresh };
    },
    refused: () => staffErrors.sessionExpired(),
  };
}
