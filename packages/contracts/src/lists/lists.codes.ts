import { defineErrorCodes } from "../error-codes.ts";

/**
 * The user-centre histories (orders, top-ups, balance usage) count at most this many rows; a
 * longer list answers this number with `count_capped: true`, shown as "10,000+" (ADR 415, as
 * the IP list does by ADR 412). Pages past it are read by cursor, never by OFFSET.
 */
export const LIST_COUNT_CAP = 10_000;

/** A history's paging refusals (the codes the IP list answers too, ADR 412). */
export const ListError = defineErrorCodes({
  /** The cursor does not read as a position in this list. */
  list_cursor_invalid: 400,
  /** A page past the counted window asked for without a cursor (no OFFSET over deep pages). */
  list_page_needs_cursor: 400,
});
