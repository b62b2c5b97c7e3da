import type { Db } from "../../db/client.ts";
import * as repo from "./staff.repository.ts";

export type StaffName = { id: string; email: string; displayName: string };

/**
 * Who the given staff ids are now, for screens that show actors (the audit browser); a member
 * never deleted stays named, a disabled one too. Apart from staff.service, which writes the audit:
 * the audit's reader uses this without a cycle between the two modules.
 */
export async function staffNamesByIds(db: Db, ids: readonly string[]): Promise<Map<string, StaffName>> {
  const rows = await repo.membersByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, { id: row.id, email: row.email, displayName: row.displayName }]));
}
