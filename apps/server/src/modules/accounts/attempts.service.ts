import type { Db } from "../../db/client.ts";
import { releaseAttempt, takeCountedAttempt } from "./throttle.ts";

/**
 * The customers' throttle (ADR 100) lent to the operator console (ADR 420): its password and
 * code attempts counted per email and per client address in `auth_attempts`, shared by every
 * instance, under kinds of their own so a customer and a staff member with one email never
 * share a count. Null: at the limit; the console answers 429 with its own message.
 */
export function takeStaffAttempt(
  db: Db,
  kind: "staff_login_failure" | "staff_code_failure",
  email: string,
  ip: string,
): Promise<number[] | null> {
  return takeCountedAttempt(db, kind, `staff:${email}`, ip);
}

/** Gives a taken attempt back: the password or code was right. */
export const releaseStaffAttempt = releaseAttempt;
