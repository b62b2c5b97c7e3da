import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { staticIps, staticRegions } from "./static-inventory.tables.ts";
import type { OwnedIp, RegionNames, RegionWithStock } from "./static-inventory.types.ts";

/** Available IPs per region, counted through the partial index `static_ips_available_region_idx`. */
function availableCounts(db: Db) {
  return db
    .select({ regionId: staticIps.regionId, stock: sql<number>`count(*)::int`.as("stock") })
    .from(staticIps)
    .where(eq(staticIps.status, "available"))
    .groupBy(staticIps.regionId)
    .as("available_counts");
}

/** `%text%` for ILIKE with the wildcard characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

async function selectRegions(db: Db, where: SQL | undefined): Promise<RegionWithStock[]> {
  const counts = availableCounts(db);
  return db
    .select({
      id: staticRegions.id,
      continent: staticRegions.continent,
      countryCode: staticRegions.countryCode,
      countryNameEn: staticRegions.countryNameEn,
      countryNameZh: staticRegions.countryNameZh,
      stateCode: staticRegions.stateCode,
      stateNameEn: staticRegions.stateNameEn,
      stateNameZh: staticRegions.stateNameZh,
      cityCode: staticRegions.cityCode,
      cityNameEn: staticRegions.cityNameEn,
      cityNameZh: staticRegions.cityNameZh,
      isp: staticRegions.isp,
      weight: staticRegions.weight,
      hot: staticRegions.hot,
      weeklyPriceCents: staticRegions.weeklyPriceCents,
      fortnightlyPriceCents: staticRegions.fortnightlyPriceCents,
      monthlyPriceCents: staticRegions.monthlyPriceCents,
      bimonthlyPriceCents: staticRegions.bimonthlyPriceCents,
      quarterlyPriceCents: staticRegions.quarterlyPriceCents,
      stock: sql<number>`coalesce(${counts.stock}, 0)::int`,
    })
    .from(staticRegions)
    .leftJoin(counts, eq(counts.regionId, staticRegions.id))
    .where(and(eq(staticRegions.active, true), where))
    .orderBy(desc(staticRegions.weight), asc(staticRegions.id));
}

/** Active regions with live stock, heaviest first; the keyword matches a code or a name in either language. */
export async function listRegionsWithStock(db: Db, keyword?: string): Promise<RegionWithStock[]> {
  if (!keyword) return selectRegions(db, undefined);
  const pattern = containsPattern(keyword);
  return selectRegions(
    db,
    or(
      ilike(staticRegions.countryCode, pattern),
      ilike(staticRegions.countryNameEn, pattern),
      ilike(staticRegions.countryNameZh, pattern),
      ilike(staticRegions.isp, pattern),
    ),
  );
}

/** The named active regions with live stock (unknown or inactive ids are simply absent). */
export async function regionsWithStockByIds(db: Db, ids: readonly number[]): Promise<RegionWithStock[]> {
  if (ids.length === 0) return [];
  return selectRegions(db, inArray(staticRegions.id, [...ids]));
}

/** The names of the named regions, active or not (an old order line names a region as it is now). */
export async function regionNamesByIds(db: Db, ids: readonly number[]): Promise<Map<number, RegionNames>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staticRegions.id, en: staticRegions.countryNameEn, zh: staticRegions.countryNameZh })
    .from(staticRegions)
    .where(inArray(staticRegions.id, [...ids]));
  return new Map(rows.map(({ id, en, zh }) => [id, { en, zh }]));
}

/** A list of ids as one `int[]` parameter: the statement's text is the same whatever their number. */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/**
 * Reserves `quantity` available IPs of a region for an order in one statement. `FOR UPDATE SKIP
 * LOCKED` lets concurrent orders take different rows instead of queueing on the same ones, and
 * no row is ever taken twice: the reserve is a conditional update of rows this transaction has
 * locked. Answers how many it got; fewer than asked means the stock ran out.
 */
export async function reserveIps(db: Db, regionId: number, orderId: number, quantity: number): Promise<number> {
  const rows = await db.execute<{ id: number }>(sql`
    update ${staticIps} set status = 'reserved', reserved_order_id = ${orderId}
    where id in (
      select id from ${staticIps}
      where region_id = ${regionId} and status = 'available'
      order by id
      limit ${quantity}
      for update skip locked
    ) and status = 'available'
    returning id`);
  return rowsOf(rows).length;
}

/** Live count of a region's available IPs (the stock a visitor sees). */
export async function availableIpCount(db: Db, regionId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(staticIps)
    .where(and(eq(staticIps.regionId, regionId), eq(staticIps.status, "available")));
  return row?.value ?? 0;
}

/** Puts an unpaid order's reserved IPs back in stock; answers how many. */
export async function releaseReservedIps(db: Db, orderId: number): Promise<number> {
  const rows = await db
    .update(staticIps)
    .set({ status: "available", reservedOrderId: null })
    .where(and(eq(staticIps.reservedOrderId, orderId), eq(staticIps.status, "reserved")))
    .returning({ id: staticIps.id });
  return rows.length;
}

/**
 * A new proxy username and password for each IP being assigned, made by the database in the same
 * statement: the username is unique by the IP's id, the password 128 bits from
 * `gen_random_uuid()` (PostgreSQL's strong random source).
 */
const issuedCredentials = {
  proxyUsername: sql`'s' || ${staticIps.id} || substr(md5(gen_random_uuid()::text), 1, 6)`,
  proxyPassword: sql`substr(encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex'), 1, 32)`,
};

/** Turns an order's reservation into IPs the customer owns until `expireAt`, each with its own proxy credentials. */
export async function assignReservedIps(
  db: Db,
  orderId: number,
  ownerId: string,
  assignedAt: Date,
  expireAt: Date,
): Promise<number> {
  const rows = await db
    .update(staticIps)
    .set({ status: "assigned", reservedOrderId: null, ownerId, orderId, assignedAt, expireAt, ...issuedCredentials })
    .where(and(eq(staticIps.reservedOrderId, orderId), eq(staticIps.status, "reserved")))
    .returning({ id: staticIps.id });
  return rows.length;
}

/** The named IPs if the customer owns them, locked (renewals change their expiry). */
export async function lockOwnedIps(db: Db, ownerId: string, ids: readonly number[]): Promise<OwnedIp[]> {
  return db
    .select({
      id: staticIps.id,
      regionId: staticIps.regionId,
      expireAt: staticIps.expireAt,
      status: staticIps.status,
      ownerId: staticIps.ownerId,
    })
    .from(staticIps)
    .where(and(eq(staticIps.ownerId, ownerId), inArray(staticIps.id, [...ids])))
    .orderBy(asc(staticIps.id))
    .for("update");
}

export async function setIpExpiry(db: Db, id: number, expireAt: Date): Promise<void> {
  await db.update(staticIps).set({ expireAt }).where(eq(staticIps.id, id));
}

/** Takes the IPs an order bought back into stock; answers their ids. */
export async function releaseOwnedIps(db: Db, orderId: number): Promise<number[]> {
  const rows = await db
    .update(staticIps)
    .set({
      status: "available",
      ownerId: null,
      orderId: null,
      assignedAt: null,
      expireAt: null,
      tag: null,
      proxyUsername: null,
      proxyPassword: null,
    })
    .where(and(eq(staticIps.orderId, orderId), eq(staticIps.status, "assigned")))
    .returning({ id: staticIps.id });
  return rows.map((row) => row.id);
}

/**
 * Moves back the expiry of the named IPs by `periodMs`, in one statement: only IPs the owner
 * still holds from before `assignedBy` (one released and bought again is another holding).
 * Answers how many moved.
 */
export async function shortenIpExpiry(
  db: Db,
  ids: readonly number[],
  ownerId: string,
  assignedBy: Date,
  periodMs: number,
): Promise<number> {
  const rows = await db.execute<{ id: number }>(sql`
    update ${staticIps} set expire_at = expire_at - ${periodMs} * interval '1 millisecond'
    where id = any(${intArray(ids)})
      and owner_id = ${ownerId} and status = 'assigned'
      and assigned_at <= ${assignedBy.toISOString()}::timestamptz
    returning id`);
  return rowsOf(rows).length;
}

/**
 * Puts up to `limit` assigned IPs that expired before `cutoff` back in stock, the longest expired
 * first, clearing everything of their owner (owner, order, assignment, expiry, tag, credentials); the IPs of
 * `heldIds` are left alone (the caller's rule: an unpaid renewal still open holds its IPs).
 *
 * One statement, safe on several instances at once: `FOR UPDATE SKIP LOCKED` passes over rows a
 * concurrent sweep or a paying renewal (which locks its IPs) holds, and the update repeats the
 * conditions on the rows it locked, so no IP is released twice or after a renewal moved its
 * expiry. Answers how many it released.
 */
export async function releaseIpsExpiredBefore(
  db: Db,
  cutoff: Date,
  heldIds: readonly number[],
  limit: number,
): Promise<number> {
  const before = cutoff.toISOString();
  const result = await db.execute<{ id: number }>(sql`
    update ${staticIps}
    set status = 'available', owner_id = null, order_id = null, assigned_at = null, expire_at = null, tag = null,
      proxy_username = null, proxy_password = null
    where id in (
      select i.id from ${staticIps} i
      where i.status = 'assigned' and i.expire_at < ${before}::timestamptz
        and i.id <> all(${intArray(heldIds)})
      order by i.expire_at, i.id
      limit ${limit}
      for update of i skip locked
    ) and status = 'assigned' and expire_at < ${before}::timestamptz
    returning id`);
  return rowsOf(result).length;
}

// ── A customer's IP counts (the user centre's proxy_user) ──

/** The IPs the owner holds (assigned, through `static_ips_owner_idx`) and those not yet expired at `now`. */
export async function countOwnedIps(db: Db, ownerId: string, now: Date): Promise<{ total: number; valid: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      valid: sql<number>`(count(*) filter (where ${staticIps.expireAt} > ${now.toISOString()}::timestamptz))::int`,
    })
    .from(staticIps)
    .where(and(eq(staticIps.ownerId, ownerId), eq(staticIps.status, "assigned")));
  return { total: row?.total ?? 0, valid: row?.valid ?? 0 };
}
