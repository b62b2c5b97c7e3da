/**
 * Account rules shared by the auth forms and the server (spec 01 §5, §9). The forms' field checks
 * live with the forms (web `features/auth/form-rules.ts`), on the contract's patterns.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
/** Wait between two emailed codes, enforced by the form and by the server. */
export const CODE_RESEND_SECONDS = 60;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_WRONG_TRIES = 5;
export const RESET_TOKEN_TTL_MINUTES = 30;
/** Failed-attempt window of login and reset (spec 01 §9: 300000 ms). */
export const FAILURE_WINDOW_MS = 300_000;
/** The form shows the times-limit message from the 3rd failure inside the window. */
export const CLIENT_LOCKOUT_AFTER_FAILURES = 3;
/** The bot challenge: load timeout and retries before the retry-limit message. */
export const CHALLENGE_LOAD_TIMEOUT_MS = 10_000;
export const CHALLENGE_MAX_RETRIES = 3;

/**
 * The client lockout of spec 01 §4/§9: failures older than the window drop out; from the
 * 3rd failure inside it the form shows the times-limit message. Returns the kept timestamps.
 */
export function recordFailure(failures: readonly number[], now: number): number[] {
  return [...failures.filter((at) => now - at < FAILURE_WINDOW_MS), now];
}

export function isLockedOut(failures: readonly number[], now: number): boolean {
  return failures.filter((at) => now - at < FAILURE_WINDOW_MS).length >= CLIENT_LOCKOUT_AFTER_FAILURES;
}

/** Seconds left before another code may be sent, from when the last one was sent. */
export function resendSecondsLeft(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + CODE_RESEND_SECONDS * 1000 - now) / 1000));
}
