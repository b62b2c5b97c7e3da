import type { Db } from "../../db/client.ts";
import { listMembers } from "./staff.repository.ts";

/** Staff display names by id, for pages naming who acted (a handful of rows: every member). */
export async function staffNames(db: Db): Promise<Map<string, string>> {
  return new Map((await listMembers(db)).map((member) => [member.id, member.displayName]));
}
