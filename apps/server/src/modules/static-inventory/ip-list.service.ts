import {
  type EndpointParsedInput,
  STATIC_IP_COUNT_CAP,
  STATIC_IP_SELECTION_MAX,
  type StaticIpListResponse,
  type StaticIpRow,
  type StaticIpSelection,
  StaticIpStatus,
  type staticIpList,
} from "@portico/contracts";
import { daysLeft, ipv4Filter, isRenewable, type UiLanguage, unixSeconds } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { orderNumbersOf, staticIpsOfOrderNo } from "../orders/order-numbers.service.ts";
import {
  countIpsUpTo,
  type IpListFilter,
  type IpSeek,
  type IpSort,
  ipAccounts,
  keyOf,
  type ListedIpRow,
  listedIpsByIds,
  pageIpIds,
  planForTheValues,
  regionIdByCode,
  regionLabelsByIds,
} from "./ip-list.repository.ts";
import { decodeCursor, encodeCursor } from "./ip-list-cursor.ts";
import { staticIpErrors } from "./static-ips.errors.ts";

/**
 * The static IP manager (spec 02 §2 "Static IP manager", ADR 412): a customer's IPs filtered,
 * sorted and paged by seek, with a capped count; their proxy credentials as `IP:PORT:USER:PASS`.
 * Everything is scoped to the caller: an id that is not theirs is an id that does not exist.
 */

type ListQuery = EndpointParsedInput<typeof staticIpList>;

/** The filters both the list and a selection take. */
type Criteria = {
  orderNo?: string | undefined;
  ip?: string | undefined;
  ips?: readonly string[] | undefined;
  status?: number | undefined;
  tag?: string | undefined;
  region?: string | undefined;
  ipIds?: readonly number[] | undefined;
};

/** The filter the criteria make, or null when they can match nothing (an unknown order or region). */
export async function filterOf(db: Db, ownerId: string, criteria: Criteria, now: Date): Promise<IpListFilter | null> {
  const filter: IpListFilter = { ownerId };
  if (criteria.orderNo) {
    const ofOrder = await staticIpsOfOrderNo(db, ownerId, criteria.orderNo);
    if (!ofOrder) return null;
    if ("boughtBy" in ofOrder) filter.orderId = ofOrder.boughtBy;
    else filter.ipIds = ofOrder.ipIds;
  }
  if (criteria.ipIds) {
    const chosen = new Set(criteria.ipIds);
    filter.ipIds = filter.ipIds ? filter.ipIds.filter((id) => chosen.has(id)) : [...chosen];
  }
  if (criteria.ip) {
    const ip = ipv4Filter(criteria.ip);
    if (!ip) return null;
    if ("exact" in ip) filter.address = ip.exact;
    else filter.addressRange = ip;
  }
  if (criteria.ips) filter.addresses = criteria.ips;
  if (criteria.status !== undefined) {
    filter.expiry =
      criteria.status === StaticIpStatus.Normal
        ? { notBefore: now }
        : criteria.status === StaticIpStatus.Expired
          ? { before: now }
          : "none";
  }
  if (criteria.tag) filter.tag = criteria.tag;
  if (criteria.region) {
    const regionId = await regionIdByCode(db, criteria.region);
    if (regionId === undefined) return null;
    filter.regionId = regionId;
  }
  return filter;
}

/** Whether a renewal may name the IP now, and why not (spec 02 §4). */
function renewalOf(row: ListedIpRow, now: Date): Pick<StaticIpRow, "renewable" | "renew_block"> {
  if (row.status === "disabled") return { renewable: false, renew_block: "disabled" };
  const renewable = isRenewable({ owned: true, disabled: false, expireAt: row.expireAt }, now);
  return { renewable, renew_block: renewable ? null : "past_grace" };
}

/** The rows as the list shows them: order numbers from the orders module, region names and codes. */
async function presentRows(
  db: Db,
  ownerId: string,
  rows: readonly ListedIpRow[],
  language: UiLanguage,
  now: Date,
): Promise<StaticIpRow[]> {
  const orderNos = await orderNumbersOf(
    db,
    ownerId,
    rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])),
  );
  const regions = await regionLabelsByIds(db, [...new Set(rows.map((row) => row.regionId))]);
  return rows.map((row) => {
    const region = regions.get(row.regionId);
    return {
      id: row.id,
      ip: row.address,
      port: row.port,
      country: (language === "zh-CN" ? region?.zh : region?.en) ?? "",
      region: region?.code ?? "",
      order_no: row.orderId === null ? "" : (orderNos.get(row.orderId) ?? ""),
      create_time: unixSeconds(row.assignedAt),
      expire_time: unixSeconds(row.expireAt),
      extime: daysLeft(row.expireAt, now),
      status: row.expireAt >= now ? StaticIpStatus.Normal : StaticIpStatus.Expired,
      tag: row.tag ?? "",
      ...renewalOf(row, now),
    };
  });
}

/**
 * Where the page starts: a cursor's position, or page × limit from the start while that stays
 * inside the counted window (no OFFSET over deep pages; ADR 412).
 */
function seekOf(query: ListQuery, sort: IpSort): IpSeek {
  if (query.cursor) {
    const seek = decodeCursor(query.cursor, sort);
    if (!seek) throw staticIpErrors.cursorInvalid();
    return seek;
  }
  const offset = (query.page - 1) * query.limit;
  if (offset > 0 && offset + query.limit > STATIC_IP_COUNT_CAP) throw staticIpErrors.pageNeedsCursor();
  return { kind: "offset", offset };
}

/**
 * One page of the customer's IPs, the cursors of the pages beside it, and — for a page asked for
 * by number — the capped count (a page read by cursor answers null: the pager keeps the count it
 * has, and a deep page reads only its own rows).
 */
export async function listOwnedIps(
  db: Db,
  ownerId: string,
  query: ListQuery,
  language: UiLanguage,
  now: Date,
): Promise<StaticIpListResponse> {
  const sort: IpSort = { field: query.sortField, order: query.sortOrder };
  const seek = seekOf(query, sort);
  const filter = await filterOf(db, ownerId, query, now);
  if (!filter) {
    // An unknown order number or region: nothing matches, which a count would say too.
    const counted = query.cursor ? null : 0;
    return {
      time: unixSeconds(now),
      total: counted,
      total_capped: counted === null ? null : false,
      page: query.page,
      list: [],
      next_cursor: null,
      prev_cursor: null,
    };
  }

  const { total, read, from, page } = await db.transaction(async (tx) => {
    // Which index serves a filtered, sorted page depends on the values (a common tag or a wide
    // address range walks the sort's index, a rare one reads the filter's and sorts): plan these
    // two statements for the values at hand, never as a prepared statement's generic plan.
    await planForTheValues(tx);
    // Counted with a page asked for by number; a page read by cursor costs only its own rows.
    const total = query.cursor ? null : await countIpsUpTo(tx, filter, STATIC_IP_COUNT_CAP);
    const read = await pageIpIds(tx, filter, sort, seek, query.limit);
    // Reading back reached the start with a short page (rows left since): show the first page whole.
    if (seek.kind === "before" && !read.more && read.ids.length < query.limit) {
      const first: IpSeek = { kind: "offset", offset: 0 };
      return { total, read: await pageIpIds(tx, filter, sort, first, query.limit), from: first, page: 1 };
    }
    return { total, read, from: seek, page: query.page };
  });
  const rows = await listedIpsByIds(db, ownerId, read.ids);
  const first = rows[0];
  const last = rows.at(-1);
  const cursorAt = (direction: "after" | "before", row: ListedIpRow | undefined) =>
    row ? encodeCursor(sort, direction, keyOf(sort.field, row), row.id) : null;
  const backwards = from.kind === "before";
  const atStart = from.kind === "offset" ? from.offset === 0 : backwards && !read.more;
  const atEnd = !backwards && !read.more;
  return {
    time: unixSeconds(now),
    total: total === null ? null : Math.min(total, STATIC_IP_COUNT_CAP),
    total_capped: total === null ? null : total > STATIC_IP_COUNT_CAP,
    page,
    list: await presentRows(db, ownerId, rows, language, now),
    next_cursor: atEnd ? null : cursorAt("after", last),
    prev_cursor: atStart ? null : cursorAt("before", first),
  };
}

/** The IPs a selection names with their credentials, in the sort's order; refused when it names none of the caller's. */
export async function selectedAccounts(db: Db, ownerId: string, selection: StaticIpSelection, sort: IpSort, now: Date) {
  if (!selection.ip_ids?.length && !selection.orderNo) throw staticIpErrors.noneSelected();
  const filter = await filterOf(db, ownerId, { ...selection, ipIds: selection.ip_ids }, now);
  const rows = filter ? await ipAccounts(db, filter, sort, STATIC_IP_SELECTION_MAX) : [];
  if (rows.length === 0) throw staticIpErrors.noMatchingIps();
  return rows;
}

/** `IP:PORT:USER:PASS` for each selected IP (spec 02 §2 accounts[]). */
export async function accountLines(db: Db, ownerId: string, selection: StaticIpSelection, now: Date) {
  const rows = await selectedAccounts(db, ownerId, selection, { field: "create_time", order: "desc" }, now);
  return rows.map((row) => `${row.address}:${row.port}:${row.username}:${row.password}`);
}

/** The selected IPs as list rows beside their credentials (the export's lines). */
export async function selectedRowsWithAccounts(
  db: Db,
  ownerId: string,
  selection: StaticIpSelection,
  sort: IpSort,
  language: UiLanguage,
  now: Date,
) {
  const rows = await selectedAccounts(db, ownerId, selection, sort, now);
  const shown = await presentRows(db, ownerId, rows, language, now);
  return shown.map((row, index) => ({
    ...row,
    username: rows[index]?.username ?? "",
    password: rows[index]?.password ?? "",
  }));
}
