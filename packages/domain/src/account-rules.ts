/** Account rules shared by the auth forms and the server (spec 01 §5, §9; issue 3). */

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

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldError =
  | "required"
  | "email_invalid"
  | "password_length"
  | "password_mismatch"
  | "code_format"
  | "agreement_required";

export function validateEmail(value: string): FieldError | null {
  const email = value.trim();
  if (email === "") return "required";
  return EMAIL_PATTERN.test(email) && email.length <= 254 ? null : "email_invalid";
}

/** Login only checks presence: the account decides whether the password is right. */
export function validateRequired(value: string): FieldError | null {
  return value === "" ? "required" : null;
}

export function validateNewPassword(value: string): FieldError | null {
  if (value === "") return "required";
  const length = [...value].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH ? null : "password_length";
}

export function validatePasswordConfirmation(password: string, confirmation: string): FieldError | null {
  if (confirmation === "") return "required";
  return confirmation === password ? null : "password_mismatch";
}

export function validateEmailCode(value: string): FieldError | null {
  if (value.trim() === "") return "required";
  return /^\d{6}$/.test(value.trim()) ? null : "code_format";
}

export function validateName(value: string): FieldError | null {
  return value.trim() === "" ? "required" : null;
}

type Errors<K extends string> = Partial<Record<K, FieldError>>;

function collect<K extends string>(checks: Record<K, FieldError | null>): Errors<K> {
  const errors: Errors<K> = {};
  for (const key of Object.keys(checks) as K[]) {
    const error = checks[key];
    if (error) errors[key] = error;
  }
  return errors;
}

export function validateLoginForm(form: { email: string; password: string }): Errors<"email" | "password"> {
  return collect({ email: validateEmail(form.email), password: validateRequired(form.password) });
}

export function validateResetForm(form: { password: string; confirm: string }): Errors<"password" | "confirm"> {
  return collect({
    password: validateNewPassword(form.password),
    confirm: validatePasswordConfirmation(form.password, form.confirm),
  });
}

export type SignupForm = {
  firstName: string;
  lastName: string;
  country: string;
  email: string;
  code: string;
  password: string;
  confirm: string;
};

export type SignupStep = 0 | 1 | 2;

/** The fields one signup step checks before "next" (step 0 names, 1 email and code, 2 passwords). */
export function validateSignupStep(step: SignupStep, form: SignupForm): Errors<keyof SignupForm> {
  if (step === 0) return collect({ firstName: validateName(form.firstName), lastName: validateName(form.lastName) });
  if (step === 1) return collect({ email: validateEmail(form.email), code: validateEmailCode(form.code) });
  return collect({
    password: validateNewPassword(form.password),
    confirm: validatePasswordConfirmation(form.password, form.confirm),
  });
}

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
