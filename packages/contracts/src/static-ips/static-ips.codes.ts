import { defineErrorCodes } from "../error-codes.ts";

/**
 * A static IP's `status` (spec 02 §4): 0 or 1 opening, 2 normal, 5 disabled, anything else
 * expired. A customer's IPs are normal until their expiry and expired after it, until the
 * renewal grace ends and they return to stock (ADR 405); no IP is opening or disabled while a
 * customer holds it today, so filtering on those answers nothing.
 */
export const StaticIpStatus = { Opening: 1, Normal: 2, Expired: 3, Disabled: 5 } as const;
export type StaticIpStatus = (typeof StaticIpStatus)[keyof typeof StaticIpStatus];

/** Why a row cannot be renewed: past the 4-day grace (about to be released), or not in a renewable state. */
export const RENEW_BLOCKS = ["past_grace", "disabled", "opening"] as const;
export type RenewBlock = (typeof RENEW_BLOCKS)[number];

/**
 * The IP list's sortable columns: purchase time, expiry, address (numeric order), the order
 * (each order's IPs together, orders in the order they were placed) and the tag (untagged first
 * in ascending order, then A to Z).
 */
export const STATIC_IP_SORT_FIELDS = ["create_time", "expire_time", "ip", "order_no", "tag"] as const;
export type StaticIpSortField = (typeof STATIC_IP_SORT_FIELDS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The list counts at most this many IPs; a larger list answers this number with
 * `total_capped: true`, shown as "10,000+" (ADR 412).
 */
export const STATIC_IP_COUNT_CAP = 10_000;
export const STATIC_IP_PAGE_SIZE_MAX = 100;
/** IPs one export, copy or tag may name by id. */
export const STATIC_IP_SELECTION_MAX = 10_000;
/**
 * Addresses one list call may look up (`ips`, the import check): they travel in the query
 * string, which a sealed GET must keep under the server's 16 KB request line; the page asks in
 * chunks of this size.
 */
export const STATIC_IP_LOOKUP_MAX = 200;
/** A tag's length after trimming; an empty tag clears it. */
export const STATIC_IP_TAG_MAX = 32;
/** The distinct tags `/api/member/tags` answers at most, in alphabetical order. */
export const MEMBER_TAGS_MAX = 500;
/** The export's file name (spec 02 §2). */
export const STATIC_IP_EXPORT_FILE = "IP_List.xlsx";
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Failures of the static IP manager (spec 02 §8). */
export const StaticIpError = defineErrorCodes({
  /** No IP of the caller's matches the ids or the order (another customer's ids are unknown ids). */
  no_matching_ips: 404,
  /** Export and copy need IPs chosen by id or an order number (spec 02 §5: they need a selection). */
  no_ips_selected: 400,
  /** The cursor does not read as a position of this list's sort. */
  list_cursor_invalid: 400,
  /** A page past the counted window asked for without a cursor (no OFFSET over deep pages, ADR 412). */
  list_page_needs_cursor: 400,
});
