import type { CustomerEdge } from "../accounts/customer-admin.service.ts";

/**
 * The customer list's cursor (ADR 425): the last row's seek key and id as base64url JSON, and
 * the search it belongs to, so a cursor of one search is not read as a position in another.
 */
type Body = { k: string; i: string; q: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCustomerCursor(edge: CustomerEdge, query: string): string {
  const body: Body = { k: edge.key, i: edge.id, q: query };
  return Buffer.from(JSON.stringify(body)).toString("base64url");
}

/** The edge a cursor names for this search, or null when it is not one of its cursors. */
export function decodeCustomerCursor(cursor: string, query: string): CustomerEdge | null {
  let body: Partial<Body>;
  try {
    body = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as Partial<Body>;
  } catch {
    return null;
  }
  if (typeof body !== "object" || body === null || body.q !== query) return null;
  if (typeof body.i !== "string" || !UUID.test(body.i)) return null;
  if (typeof body.k !== "string" || body.k.length === 0 || body.k.length > 254) return null;
  // Newest first: the key is microseconds; by email: the email itself.
  if (query === "" && !/^\d{1,18}$/.test(body.k)) return null;
  return { key: body.k, id: body.i };
}
