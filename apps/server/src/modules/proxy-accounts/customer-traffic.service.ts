import type { Db } from "../../db/client.ts";
import { findProxyAccountByUsername } from "./proxy-accounts.repository.ts";

/** The customer a residential proxy username belongs to: the console's search (ADR 425). */
export async function customerOfProxyUsername(db: Db, username: string): Promise<string | undefined> {
  return (await findProxyAccountByUsername(db, username))?.userId;
}
