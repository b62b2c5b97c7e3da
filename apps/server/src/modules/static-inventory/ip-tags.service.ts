import { MEMBER_TAGS_MAX } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import type { Acting } from "../../plugins/auth/principal.ts";
import { distinctTags, setIpTags } from "./ip-list.repository.ts";
import { staticIpErrors } from "./static-ips.errors.ts";

/**
 * Tags on a customer's IPs: one short text per IP (trimmed and bounded by the contract), set on
 * the chosen IPs in one conditional statement scoped to the owner; an empty tag clears it.
 */
export async function tagOwnedIps(
  db: Db,
  acting: Acting,
  ipIds: readonly number[],
  tag: string,
): Promise<{ updated: number; tag: string }> {
  const updated = await setIpTags(db, acting.accountId, [...new Set(ipIds)], tag === "" ? null : tag);
  if (updated === 0) throw staticIpErrors.noMatchingIps();
  return { updated, tag };
}

/** The distinct tags on the customer's IPs, alphabetically, at most MEMBER_TAGS_MAX. */
export async function tagsOf(db: Db, ownerId: string): Promise<string[]> {
  return distinctTags(db, ownerId, MEMBER_TAGS_MAX);
}
