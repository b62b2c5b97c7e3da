import { EMAIL_PATTERN, SIGNUP_RULES } from "@portico/contracts/codes";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@portico/domain";

/*
 * The sign-in forms' field checks (spec 01 §5). Shapes come from the contract's patterns, so a
 * value these accept is one the API accepts; lengths of the typed password are the domain's.
 */

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
  return EMAIL_PATTERN.test(email) && email.length <= SIGNUP_RULES.emailMaxLength ? null : "email_invalid";
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
  return SIGNUP_RULES.emailCodePattern.test(value.trim()) ? null : "code_format";
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
