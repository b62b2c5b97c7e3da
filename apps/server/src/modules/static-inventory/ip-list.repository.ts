import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { staticIps, staticRegions } from "./static-inventory.tables.ts";

/**
 * The static IP manager's reads and its one write (tags), over the inventory's own tables
 * (ADR 410). Every statement is scoped to the owner (whose rows are all assigned IPs), so another
 * customer's id is the same as an id that does not exist. Pages are read by seek along an index that
 * matches the sort (ADR 412): `static_ips_owner_idx` (purchase time), `static_ips_owner_expiry_idx`
 * (expiry, and the status filter, which is a range of it), `static_ips_owner_address_idx`
 * (numeric address order, and the octet-prefix filter, a range of it).
 */

export type IpListFilter = {
  ownerId: string;
  /** IPs the order bought (`static_ips.order_id`). */
  orderId?: number;
  /** Only these ids (a selection, or the IPs a renewal named). */
  ipIds?: readonly number[];
  address?: string;
  /** Inclusive IPv4 range, numeric order. */
  addressRange?: { from: string; to: string };
  /** Any of these addresses (the import check). */
  addresses?: readonly string[];
  /** Normal (expires at or after the instant) or expired (before it); `none` matches nothing. */
  expiry?: { notBefore: Date } | { before: Date } | "none";
  tag?: string;
  regionId?: number;
};

export type IpSortField = "create_time" | "expire_time" | "ip" | "order_no" | "tag";
export type IpSort = { field: IpSortField; order: "asc" | "desc" };
/** Where a page starts: a position (bounded by the caller), or just after / before a row's key. */
export type IpSeek = { kind: "offset"; offset: number } | { kind: "after" | "before"; value: string; id: number };

export type ListedIpRow = {
  id: number;
  address: string;
  port: number;
  regionId: number;
  orderId: number | null;
  assignedAt: Date;
  expireAt: Date;
  tag: string | null;
  status: "available" | "reserved" | "assigned" | "disabled";
};

export type IpAccountRow = { id: number; address: string; port: number; username: string; password: string };

/**
 * The sort column as the index has it: the address cast to `inet` orders numerically; the order
 * is its id (orders in the order they were placed) and the tag the empty string when there is
 * none, so no key is NULL and the seek's row comparison holds for every row.
 */
function sortKey(field: IpSortField): SQL {
  switch (field) {
    case "create_time":
      return sql`${staticIps.assignedAt}`;
    case "expire_time":
      return sql`${staticIps.expireAt}`;
    case "ip":
      return sql`(${staticIps.address}::inet)`;
    case "order_no":
      return sql`coalesce(${staticIps.orderId}, 0)`;
    case "tag":
      return sql`coalesce(${staticIps.tag}, '')`;
  }
}

/** A cursor's key value as a typed SQL literal of the sort column's type. */
function keyValue(field: IpSortField, value: string): SQL {
  switch (field) {
    case "ip":
      return sql`${value}::inet`;
    case "order_no":
      return sql`${Number(value)}::int`;
    case "tag":
      return sql`${value}::text`;
    default:
      return sql`${value}::timestamptz`;
  }
}

/** A row's key value as a cursor carries it. */
export function keyOf(field: IpSortField, row: ListedIpRow): string {
  switch (field) {
    case "create_time":
      return row.assignedAt.toISOString();
    case "expire_time":
      return row.expireAt.toISOString();
    case "ip":
      return row.address;
    case "order_no":
      return String(row.orderId ?? 0);
    case "tag":
      return row.tag ?? "";
  }
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;

function whereOf(filter: IpListFilter): SQL {
  // The owner alone: a row with an owner is assigned (static_ips_owner_check), so the indexes'
  // entries answer counts and offset pages without visiting the table (index-only scans).
  const parts: SQL[] = [sql`${staticIps.ownerId} = ${filter.ownerId}`];
  if (filter.orderId !== undefined) parts.push(sql`${staticIps.orderId} = ${filter.orderId}`);
  if (filter.ipIds !== undefined) parts.push(sql`${staticIps.id} = any(${intArray(filter.ipIds)})`);
  if (filter.address !== undefined) parts.push(sql`${staticIps.address} = ${filter.address}`);
  if (filter.addressRange) {
    const { from, to } = filter.addressRange;
    parts.push(sql`(${staticIps.address}::inet) between ${from}::inet and ${to}::inet`);
  }
  if (filter.addresses !== undefined) parts.push(sql`${staticIps.address} = any(${textArray(filter.addresses)})`);
  if (filter.expiry === "none") parts.push(sql`false`);
  else if (filter.expiry && "before" in filter.expiry)
    parts.push(sql`${staticIps.expireAt} < ${filter.expiry.before.toISOString()}::timestamptz`);
  else if (filter.expiry)
    parts.push(sql`${staticIps.expireAt} >= ${filter.expiry.notBefore.toISOString()}::timestamptz`);
  if (filter.tag !== undefined) parts.push(sql`${staticIps.tag} = ${filter.tag}`);
  if (filter.regionId !== undefined) parts.push(sql`${staticIps.regionId} = ${filter.regionId}`);
  return sql.join(parts, sql` and `);
}

/**
 * For the rest of the caller's transaction, plans each statement for its parameters' values
 * instead of reusing a prepared statement's generic plan, which cannot tell a tag held by half
 * the IPs from one held by ten (ADR 412).
 */
export async function planForTheValues(tx: Db): Promise<void> {
  await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
}

/**
 * How many IPs match, counting no further than `cap + 1`: the count reads at most that many
 * index entries, however many IPs the customer has.
 */
export async function countIpsUpTo(db: Db, filter: IpListFilter, cap: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (select 1 from ${staticIps} where ${whereOf(filter)} limit ${cap + 1}) counted`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * The ids of one page in list order, and whether more rows lie beyond it in the direction read.
 * A `before` seek reads the index the other way from the key and turns the page round.
 */
export async function pageIpIds(
  db: Db,
  filter: IpListFilter,
  sort: IpSort,
  seek: IpSeek,
  limit: number,
): Promise<{ ids: number[]; more: boolean }> {
  const backwards = seek.kind === "before";
  const descending = (sort.order === "desc") !== backwards;
  const direction = descending ? sql`desc` : sql`asc`;
  const key = sortKey(sort.field);
  const conditions = [whereOf(filter)];
  if (seek.kind !== "offset") {
    const value = keyValue(sort.field, seek.value);
    conditions.push(
      descending
        ? sql`(${key}, ${staticIps.id}) < (${value}, ${seek.id})`
        : sql`(${key}, ${staticIps.id}) > (${value}, ${seek.id})`,
    );
  }
  const offset = seek.kind === "offset" ? sql` offset ${seek.offset}` : sql``;
  const result = await db.execute<{ id: number }>(sql`
    select ${staticIps.id} as id from ${staticIps} where ${sql.join(conditions, sql` and `)}
    order by ${key} ${direction}, ${staticIps.id} ${direction}
    limit ${limit + 1}${offset}`);
  const ids = rowsOf<{ id: number }>(result).map((row) => Number(row.id));
  const more = ids.length > limit;
  const page = ids.slice(0, limit);
  return { ids: backwards ? page.reverse() : page, more };
}

const listedColumns = {
  id: staticIps.id,
  address: staticIps.address,
  port: staticIps.port,
  regionId: staticIps.regionId,
  orderId: staticIps.orderId,
  assignedAt: staticIps.assignedAt,
  expireAt: staticIps.expireAt,
  tag: staticIps.tag,
  status: staticIps.status,
};

/** The named IPs the owner still holds, in the order of `ids` (one that left since is dropped). */
export async function listedIpsByIds(db: Db, ownerId: string, ids: readonly number[]): Promise<ListedIpRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(listedColumns)
    .from(staticIps)
    .where(whereOf({ ownerId, ipIds: ids }));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    // Assigned rows always carry both times (static_ips_holder_check; assignment sets assigned_at).
    return row?.assignedAt && row.expireAt ? [{ ...row, assignedAt: row.assignedAt, expireAt: row.expireAt }] : [];
  });
}

/** Up to `limit` matching IPs with their proxy credentials, in the sort's order (export and copy). */
export async function ipAccounts(
  db: Db,
  filter: IpListFilter,
  sort: IpSort,
  limit: number,
): Promise<(ListedIpRow & IpAccountRow)[]> {
  const direction = sort.order === "desc" ? sql`desc` : sql`asc`;
  const rows = await db
    .select({ ...listedColumns, username: staticIps.proxyUsername, password: staticIps.proxyPassword })
    .from(staticIps)
    .where(whereOf(filter))
    .orderBy(sql`${sortKey(sort.field)} ${direction}`, sql`${staticIps.id} ${direction}`)
    .limit(limit);
  // Assigned rows always carry credentials and both times (static_ips_credentials_check, holder check).
  return rows.flatMap((row) =>
    row.assignedAt && row.expireAt && row.username && row.password
      ? [{ ...row, assignedAt: row.assignedAt, expireAt: row.expireAt, username: row.username, password: row.password }]
      : [],
  );
}

/** Sets (or, with null, clears) the tag of the named IPs the owner holds; answers how many. */
export async function setIpTags(db: Db, ownerId: string, ids: readonly number[], tag: string | null): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    update ${staticIps} set tag = ${tag}
    where ${whereOf({ ownerId, ipIds: ids })}
    returning id`);
  return rowsOf(result).length;
}

/**
 * The owner's distinct tags in order, at most `limit`: a loose index scan that jumps from one
 * tag to the next along `static_ips_owner_tag_idx`, so a million tagged IPs cost what their
 * distinct tags do.
 */
export async function distinctTags(db: Db, ownerId: string, limit: number): Promise<string[]> {
  const result = await db.execute<{ tag: string }>(sql`
    with recursive tags(tag) as (
      (select tag from ${staticIps}
        where owner_id = ${ownerId} and tag is not null order by tag limit 1)
      union all
      select (select s.tag from ${staticIps} s
        where s.owner_id = ${ownerId} and s.tag is not null and s.tag > tags.tag order by s.tag limit 1)
      from tags where tags.tag is not null
    )
    select tag from tags where tag is not null limit ${limit}`);
  return rowsOf<{ tag: string }>(result).map((row) => row.tag);
}

/** A region's id by its code (`USA-CA`), active or not; undefined for an unknown code. */
export async function regionIdByCode(db: Db, code: string): Promise<number | undefined> {
  const result = await db.execute<{ id: number }>(
    sql`select id from ${staticRegions} where country_code = ${code.toUpperCase()}`,
  );
  const row = rowsOf<{ id: number }>(result)[0];
  return row ? Number(row.id) : undefined;
}

/** Region codes and names by id, for the rows shown (an old IP's region may be inactive now). */
export async function regionLabelsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { code: string; en: string; zh: string }>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<{ id: number; code: string; en: string; zh: string }>(sql`
    select id, country_code as code, country_name_en as en, country_name_zh as zh
    from ${staticRegions} where id = any(${intArray(ids)})`);
  return new Map(
    rowsOf<{ id: number; code: string; en: string; zh: string }>(result).map(({ id, code, en, zh }) => [
      Number(id),
      { code, en, zh },
    ]),
  );
}
