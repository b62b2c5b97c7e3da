import type { UiLanguage } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import type { Acting } from "../../plugins/auth/principal.ts";
import { commonErrors } from "../../plugins/common-errors.ts";
import { findUserById, updateUserLanguage } from "./accounts.repository.ts";
import type { UserRow } from "./accounts.tables.ts";
import { customerById, customerIdByEmail, giveBackTestIps, takeTestIps } from "./customer.repository.ts";

/**
 * What other modules may know and change of a customer account: contact details for receipts,
 * and the free test-IP allowance that static orders of the test period draw on. Each call takes
 * the caller's transaction handle.
 */
export const customerContact = customerById;
export type CustomerContact = NonNullable<Awaited<ReturnType<typeof customerById>>>;

export const customerIdOf = customerIdByEmail;

/** Draws free test IPs for an order; false (nothing taken) when fewer are left than asked. */
export const drawTestIps = takeTestIps;

/** A cancelled or closed test order gives its IPs back to the allowance. */
export const returnTestIps = giveBackTestIps;

/**
 * The account a customer credential acts for. Sessions and keys go with their account, so a live
 * credential always finds it; a missing one is answered as a signed-out caller.
 */
export async function accountOf(db: Db, accountId: string): Promise<UserRow> {
  const account = await findUserById(db, accountId);
  if (!account) throw commonErrors.unauthorized();
  return account;
}

/** A signed-in customer's language choice also picks the language of the mail we send them. */
export async function rememberLanguage(db: Db, acting: Acting, language: UiLanguage): Promise<void> {
  await updateUserLanguage(db, acting.accountId, language);
}
