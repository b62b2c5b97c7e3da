import { LIST_COUNT_CAP } from "@portico/contracts/codes";

/** Where a history's pager stands: the page shown and the cursor that reads it (none: by number). */
export type ListPosition = { page: number; cursor?: string };

export const FIRST_POSITION: ListPosition = { page: 1 };

/**
 * How to read page `target` from the page on screen (ADR 415): the pages beside it by the cursors
 * its answer gave, any other page by number (the pager offers numbers only inside the counted
 * window, which the server reads by number).
 */
export function positionFor(
  target: number,
  current: number,
  answer: { next_cursor: string | null; prev_cursor: string | null } | undefined,
): ListPosition {
  if (target === current + 1 && answer?.next_cursor) return { page: target, cursor: answer.next_cursor };
  if (target === current - 1 && answer?.prev_cursor && target > 1) return { page: target, cursor: answer.prev_cursor };
  return { page: target };
}

/** Pages reachable by number: all of an exact count, the first 10,000 rows' of a capped one. */
export function numberedPages(total: number, capped: boolean, pageSize: number): number {
  return Math.max(1, Math.ceil((capped ? LIST_COUNT_CAP : total) / pageSize));
}
