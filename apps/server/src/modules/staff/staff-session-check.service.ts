import type { GrantablePermission } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import { findLiveSessionById } from "./staff.repository.ts";
import { STAFF_IDLE_MS } from "./staff-session-credential.ts";

/**
 * Whether a staff session is live, past its second factor, and its member still holds
 * `permission` — for what lives only as long as the console session that opened it (a
 * customer view, ADR 431).
 */
export async function staffSessionHolds(
  db: Db,
  sessionId: number,
  permission: GrantablePermission,
  at: Date,
): Promise<boolean> {
  const session = await findLiveSessionById(db, sessionId, at, new Date(at.getTime() - STAFF_IDLE_MS));
  return session !== undefined && session.secondFactorAt !== null && session.permissions.includes(permission);
}
