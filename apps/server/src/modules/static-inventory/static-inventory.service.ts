import type { Db } from "../../db/client.ts";
import * as repo from "./static-inventory.repository.ts";
import type { OwnedIp, RegionNames, RegionWithStock } from "./static-inventory.types.ts";

/**
 * The static inventory (ADR 410): the regions on sale and their dedicated IPs, the only module
 * that reads or writes `static_regions` and `static_ips`. Other modules read regions and stock
 * here, and move IPs through the functions below.
 *
 * Every function that moves or locks IPs takes the caller's transaction handle (`tx`) and runs in
 * the caller's money path, after the caller took its order row and, where the path moves money,
 * the customer's ledger accounts: ADR 400's lock order is order → customer accounts → IPs.
 */

/**
 * Active regions with live stock (the count of available IPs), heaviest first; the keyword
 * matches a code or a name in either language.
 */
export async function regionsWithStock(db: Db, keyword?: string): Promise<RegionWithStock[]> {
  return repo.listRegionsWithStock(db, keyword || undefined);
}

/** The named active regions with live stock; unknown or inactive ids are absent. `db` may be a transaction. */
export async function regionsWithStockOf(db: Db, ids: readonly number[]): Promise<RegionWithStock[]> {
  return repo.regionsWithStockByIds(db, ids);
}

/** The names of the named regions, by id, for showing order lines. */
export async function regionNamesOf(db: Db, ids: readonly number[]): Promise<Map<number, RegionNames>> {
  return repo.regionNamesByIds(db, ids);
}

/** Live count of a region's available IPs. */
export async function availableIpCount(db: Db, regionId: number): Promise<number> {
  return repo.availableIpCount(db, regionId);
}

/**
 * Reserves up to `quantity` available IPs of a region for an unpaid order, in one conditional
 * statement over `FOR UPDATE SKIP LOCKED` rows: concurrent orders take different IPs and none is
 * taken twice. Answers how many it got; fewer than asked means the stock ran out, and the caller
 * rolls its transaction back (or releases what it got).
 */
export async function reserveIps(
  tx: Db,
  reservation: { regionId: number; orderId: number; quantity: number },
): Promise<number> {
  return repo.reserveIps(tx, reservation.regionId, reservation.orderId, reservation.quantity);
}

/** Puts an unpaid order's reserved IPs back in stock (it closed, or a late payment found too few); answers how many. */
export async function releaseReservedIps(tx: Db, orderId: number): Promise<number> {
  return repo.releaseReservedIps(tx, orderId);
}

/** A paid order's reservation becomes the customer's IPs from `assignedAt` until `expireAt`; answers how many. */
export async function assignReservedIps(
  tx: Db,
  assignment: { orderId: number; ownerId: string; assignedAt: Date; expireAt: Date },
): Promise<number> {
  return repo.assignReservedIps(tx, assignment.orderId, assignment.ownerId, assignment.assignedAt, assignment.expireAt);
}

/** The named IPs the customer owns, row-locked in id order (a renewal judges and extends them). */
export async function lockOwnedIps(tx: Db, ownerId: string, ids: readonly number[]): Promise<OwnedIp[]> {
  return repo.lockOwnedIps(tx, ownerId, ids);
}

/** A renewal's new expiry of one IP the caller locked with `lockOwnedIps`. */
export async function setIpExpiry(tx: Db, ipId: number, expireAt: Date): Promise<void> {
  await repo.setIpExpiry(tx, ipId, expireAt);
}

/** A fully refunded order's IPs go back to stock; answers the ids that went. */
export async function releaseOwnedIps(tx: Db, orderId: number): Promise<number[]> {
  return repo.releaseOwnedIps(tx, orderId);
}

/**
 * Takes back the time a refunded renewal added: the named IPs move back by `periodMs`, only
 * those the owner still holds from before `assignedBy` (the renewal's payment). Answers how many.
 */
export async function shortenIpExpiry(
  tx: Db,
  shortening: { ipIds: readonly number[]; ownerId: string; assignedBy: Date; periodMs: number },
): Promise<number> {
  if (shortening.ipIds.length === 0) return 0;
  return repo.shortenIpExpiry(tx, shortening.ipIds, shortening.ownerId, shortening.assignedBy, shortening.periodMs);
}

/**
 * Puts up to `limit` IPs that expired before `cutoff` back in stock, the longest expired first,
 * leaving `heldIds` alone; safe beside another instance's sweep and a paying renewal (one
 * conditional statement over `SKIP LOCKED` rows). Answers how many it released.
 */
export async function releaseIpsExpiredBefore(
  db: Db,
  sweep: { cutoff: Date; heldIds: readonly number[]; limit: number },
): Promise<number> {
  return repo.releaseIpsExpiredBefore(db, sweep.cutoff, sweep.heldIds, sweep.limit);
}

// ── A customer's IP counts (the user centre's proxy_user: isp_num, isp_valid_num) ──

/**
 * How many static IPs the customer holds (`total`: assigned to them, expired ones in their renewal
 * grace included) and how many of those are valid (`valid`: not expired at `now`).
 */
export async function ipCountsOf(db: Db, ownerId: string, now: Date): Promise<{ total: number; valid: number }> {
  return repo.countOwnedIps(db, ownerId, now);
}

/** The console's edits of regions (ISP, order, hot flag, period prices, on sale), each audited in its transaction. */
export { createRegionEditor, type RegionActing, type RegionEditor } from "./region-editor.service.ts";
