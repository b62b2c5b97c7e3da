import { z } from "zod";

/**
 * What the user-centre histories add to the spec's `page`, `limit` and `count` (ADR 415): a
 * cursor to read a page by seek, and the counted window's honesty.
 */
export const ListCursorQueryFields = {
  /**
   * `next_cursor` or `prev_cursor` of the page beside the one wanted (sent with `page ± 1`), or
   * `last` for the oldest page. Without one a page is read by number, within the first 10,000 rows.
   */
  cursor: z.string().max(200).optional(),
};

export const ListPageResponseFields = {
  /** Rows matching the filters, counted up to 10,000 (see `count_capped`). */
  count: z.number().int().nonnegative(),
  /** True when more rows match than `count`: the pager shows "10,000+". */
  count_capped: z.boolean(),
  /** The page this answer is (1 when reading back reached the start). */
  page: z.number().int().positive(),
  /** Send with `page + 1` for the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
  /** Send with `page - 1` for the page before (newer); null on the first page. */
  prev_cursor: z.string().nullable(),
};
