import type { ErrorEnvelope, OkEnvelope } from "@portico/contracts";

/** Success envelope of every JSON answer (ARCHITECTURE §3); the route's response schema checks it. */
export function ok<T>(data: T): OkEnvelope<T> {
  return { code: 1, msg: "ok", data };
}

/** Failure envelope: the message is already localised, the code is the stable one. */
export function failure(error: string, msg: string, issues?: ErrorEnvelope["issues"]): ErrorEnvelope {
  return issues ? { code: 0, msg, error, issues } : { code: 0, msg, error };
}
