/**
 * A history's cursor (ADR 415): a page's edge row as a position newest first — which way to
 * read, the row's `created_at` in whole microseconds since 1970 (what PostgreSQL stores: a
 * millisecond Date would skip rows inside the same millisecond) and its id — in base64url JSON;
 * or `last`, the oldest page. A position, not a permission: every read is scoped to the caller.
 */
export type ListSeek =
  | { kind: "offset"; offset: number }
  | { kind: "after" | "before"; createdAt: string; id: number }
  | { kind: "last" };

type CursorBody = { d: "after" | "before"; k: string; i: number };

export const LAST_PAGE_CURSOR = "last";

/** Microseconds since 1970 up to the year 10000, as digits (a bigint's text). */
const MICROSECONDS = /^-?\d{1,18}$/;
const MAX_MICROSECONDS = 253_402_300_800_000_000n;

export function encodeListCursor(direction: "after" | "before", createdAt: string, id: number): string {
  const body: CursorBody = { d: direction, k: createdAt, i: id };
  return Buffer.from(JSON.stringify(body)).toString("base64url");
}

/** The seek a cursor stands for, or null when it is not one. */
export function decodeListCursor(cursor: string): Exclude<ListSeek, { kind: "offset" }> | null {
  if (cursor === LAST_PAGE_CURSOR) return { kind: "last" };
  let body: Partial<CursorBody>;
  try {
    body = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as Partial<CursorBody>;
  } catch {
    return null;
  }
  if (typeof body !== "object" || body === null) return null;
  if (body.d !== "after" && body.d !== "before") return null;
  if (!Number.isSafeInteger(body.i) || (body.i as number) < 1) return null;
  if (typeof body.k !== "string" || !MICROSECONDS.test(body.k)) return null;
  const micros = BigInt(body.k);
  if (micros < 0n || micros >= MAX_MICROSECONDS) return null;
  return { kind: body.d, createdAt: body.k, id: body.i as number };
}
