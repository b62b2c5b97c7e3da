import type { Db } from "../../db/client.ts";
import type { UserRow } from "./accounts.tables.ts";
import * as repo from "./customer-admin.repository.ts";

/** A customer as the console sees them (ADR 425): plain, no password hash. */
export type CustomerSummary = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string | null;
  language: string;
  signupSource: string | null;
  testIpsLeft: number;
  createdAt: Date;
  disabledAt: Date | null;
};

const summaryOf = (row: UserRow): CustomerSummary => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  country: row.country,
  language: row.language,
  signupSource: row.signupSource,
  testIpsLeft: row.testIpsLeft,
  createdAt: row.createdAt,
  disabledAt: row.disabledAt,
});

/** A page edge: the seek key of the last row (microseconds or email) and its id. */
export type CustomerEdge = { key: string; id: string };
export type CustomerSeekPage = { rows: CustomerSummary[]; next: CustomerEdge | null };

/** Newest first, or (with `emailPrefix`) by email; `limit` rows after `after`, and the edge if more follow. */
export async function seekCustomers(
  db: Db,
  ask: { emailPrefix?: string; after: CustomerEdge | null; limit: number },
): Promise<CustomerSeekPage> {
  const rows = ask.emailPrefix
    ? await repo.customersByEmailPrefix(db, ask.emailPrefix, ask.after, ask.limit + 1)
    : await repo.newestCustomers(db, ask.after, ask.limit + 1);
  const page = rows.slice(0, ask.limit);
  const edge = page.at(-1);
  return {
    rows: page.map((row) => summaryOf(row.user)),
    next: rows.length > ask.limit && edge ? { key: edge.key, id: edge.user.id } : null,
  };
}

export async function customerSummariesOf(db: Db, ids: readonly string[]): Promise<CustomerSummary[]> {
  return (await repo.usersByIds(db, ids)).map(summaryOf);
}

/** The customer, row-locked in the caller's transaction (the first lock of a console change to them). */
export async function lockCustomer(tx: Db, userId: string): Promise<CustomerSummary | undefined> {
  const row = await repo.lockUser(tx, userId);
  return row && summaryOf(row);
}

/**
 * Disables (their sessions end in the same transaction) or enables a customer; a disabled
 * customer cannot sign in, and no session or API key of theirs is accepted.
 */
export async function setCustomerDisabled(
  tx: Db,
  userId: string,
  disabled: boolean,
): Promise<{ customer: CustomerSummary; sessionsEnded: number } | undefined> {
  const row = await repo.setUserDisabled(tx, userId, disabled);
  if (!row) return undefined;
  const sessionsEnded = disabled ? await repo.endUserSessions(tx, userId) : 0;
  return { customer: summaryOf(row), sessionsEnded };
}

/** Ends every live session of the customer ("sign out everywhere"); answers how many. */
export const endCustomerSessions = repo.endUserSessions;

export async function liveSessionsOf(db: Db, userId: string, limit: number) {
  return repo.liveSessionsOf(db, userId, limit);
}

/** Whether the account is disabled: an API key of a disabled customer is refused like a revoked one. */
export async function customerIsDisabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await repo.usersByIds(db, [userId]);
  return row?.disabledAt != null;
}
