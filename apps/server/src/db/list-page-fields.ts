import type { NewestFirstPage } from "./newest-first-seek.ts";

/** A history page's pager fields as the contracts spell them (ADR 415). */
export function listPageFields(page: NewestFirstPage<unknown>) {
  return {
    count: page.count,
    count_capped: page.capped,
    page: page.page,
    next_cursor: page.nextCursor,
    prev_cursor: page.prevCursor,
  };
}
