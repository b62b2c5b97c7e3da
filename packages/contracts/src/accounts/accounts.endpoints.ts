import { z } from "zod";
import { access } from "../access.ts";
import { CaptchaError } from "../captcha/captcha.codes.ts";
import { defineEndpoint } from "../endpoint.ts";
import { CommonError } from "../error-codes.ts";
import {
  AccountError,
  EMAIL_PATTERN,
  PASSWORD_DIGEST_PATTERN,
  RESET_TOKEN_PATTERN,
  SIGNUP_RULES,
} from "./accounts.codes.ts";

/**
 * Accounts (spec 01 §2–§9). Passwords travel as the MD5 hex digest of what the person typed
 * (spec 01 §5 "sent hashed, MD5 style"); the server stores argon2id of that digest.
 */
export const PasswordDigestSchema = z.string().regex(PASSWORD_DIGEST_PATTERN, "expected an MD5 hex digest");
export const AccountEmailSchema = z
  .email({ pattern: EMAIL_PATTERN })
  .max(SIGNUP_RULES.emailMaxLength)
  .transform((email) => email.trim().toLowerCase());
/** The bot-challenge answer: an ALTCHA payload or a Turnstile token, depending on the server's provider. */
export const CaptchaTokenSchema = z.string().max(8192);
export const EmailCodeSchema = z.string().regex(SIGNUP_RULES.emailCodePattern, "expected 6 digits");

export const LoginRequestSchema = z.object({
  username: AccountEmailSchema,
  password: PasswordDigestSchema,
  token: CaptchaTokenSchema,
});
export type LoginRequest = z.output<typeof LoginRequestSchema>;
export const LoginResponseSchema = z.object({
  token: z.string(),
  /**
   * False when the account has not accepted the privacy policy and terms as they read now (never
   * on record, or changed since): the client asks, then sends `accept_terms` with this token, or
   * logs it out when the customer declines (ADR 101).
   */
  terms_accepted: z.boolean(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Revokes the session of the `token` header. */
export const LogoutResponseSchema = z.object({ revoked: z.boolean() });

export const EmailExistsRequestSchema = z.object({ email: AccountEmailSchema });
export const EmailExistsResponseSchema = z.object({ exists: z.boolean() });

export const CodeTypeSchema = z.literal("register");

/** Needs a solved bot challenge; one code per minute per address. */
export const SendCodeRequestSchema = z.object({
  email: AccountEmailSchema,
  token: CaptchaTokenSchema,
  type: CodeTypeSchema,
});
export type SendCodeRequest = z.output<typeof SendCodeRequestSchema>;
export const SendCodeResponseSchema = z.object({
  /** Seconds until another code may be requested (60). */
  resend_after: z.number().int().positive(),
});

/** Checks without using the code up; signup uses it. */
export const VerifyCodeRequestSchema = z.object({ email: AccountEmailSchema, code: EmailCodeSchema });
export type VerifyCodeRequest = z.output<typeof VerifyCodeRequestSchema>;
export const VerifyCodeResponseSchema = z.object({ valid: z.boolean() });

const NameSchema = z.string().trim().min(1).max(SIGNUP_RULES.nameMaxLength);

export const SignupRequestSchema = z.object({
  email: AccountEmailSchema,
  password: PasswordDigestSchema,
  confirm_password: PasswordDigestSchema,
  first_name: NameSchema,
  last_name: NameSchema,
  code: EmailCodeSchema,
  country: z.string().regex(SIGNUP_RULES.countryPattern).optional(),
  /** `ad` when the visitor came through /signup?from=ad. */
  from: z.string().regex(SIGNUP_RULES.sourcePattern).optional(),
});
export type SignupRequest = z.output<typeof SignupRequestSchema>;
/**
 * A signup ends signed in: `token` is a session exactly like login's. The agreement accepted in
 * the form is recorded on the account, so the next login does not ask for it again (ADR 101).
 */
export const SignupResponseSchema = z.object({ uid: z.string(), token: z.string() });

/** What the account has accepted now: the agreement's version (null: no legal texts exist), and when. */
export const AcceptTermsResponseSchema = z.object({
  terms_version: z.string().nullable(),
  /** Unix seconds. */
  accepted_at: z.number().int(),
});

/** The same answer for known and unknown addresses. */
export const FindPasswordRequestSchema = z.object({ username: AccountEmailSchema });
export const FindPasswordResponseSchema = z.object({ sent: z.literal(true) });

export const ResetPasswordRequestSchema = z.object({
  token: z.string().regex(RESET_TOKEN_PATTERN, "expected a reset token"),
  password: PasswordDigestSchema,
});
export type ResetPasswordRequest = z.output<typeof ResetPasswordRequestSchema>;
export const ResetPasswordResponseSchema = z.object({ reset: z.literal(true) });

const tag = "accounts";

export const login = defineEndpoint({
  operationId: "login",
  method: "POST",
  path: "/api/user/login",
  tag,
  summary: "Log in with email, MD5 password digest and a solved bot challenge",
  access: access.public("ignored"),
  body: LoginRequestSchema,
  response: LoginResponseSchema,
  errors: [
    AccountError.invalid_credentials,
    AccountError.account_disabled,
    AccountError.login_locked,
    CaptchaError.captcha_failed,
  ],
});

export const logout = defineEndpoint({
  operationId: "logout",
  method: "POST",
  path: "/api/user/logout",
  tag,
  summary: "End the session of the token header",
  access: access.customer("session"),
  response: LogoutResponseSchema,
  errors: [],
});

export const emailExists = defineEndpoint({
  operationId: "emailExists",
  method: "POST",
  path: "/api/user/email_exists",
  tag,
  summary: "Whether an account uses this email",
  access: access.public("ignored"),
  body: EmailExistsRequestSchema,
  response: EmailExistsResponseSchema,
  errors: [],
});

export const sendCode = defineEndpoint({
  operationId: "sendCode",
  method: "POST",
  path: "/api/user/send_code",
  tag,
  summary: "Email a 6-digit signup code (one a minute per address)",
  access: access.public("ignored"),
  body: SendCodeRequestSchema,
  response: SendCodeResponseSchema,
  errors: [
    AccountError.email_exists,
    AccountError.code_resend_too_soon,
    CaptchaError.captcha_failed,
    CommonError.service_unavailable,
  ],
});

export const verifyCode = defineEndpoint({
  operationId: "verifyCode",
  method: "POST",
  path: "/api/user/verify_code",
  tag,
  summary: "Check a signup code without using it up",
  access: access.public("ignored"),
  body: VerifyCodeRequestSchema,
  response: VerifyCodeResponseSchema,
  errors: [AccountError.code_invalid],
});

export const signup = defineEndpoint({
  operationId: "signup",
  method: "POST",
  path: "/api/user/register",
  tag,
  summary: "Create an account with the emailed code and sign it in (a session like login's)",
  access: access.public("ignored"),
  body: SignupRequestSchema,
  response: SignupResponseSchema,
  errors: [AccountError.email_exists, AccountError.code_invalid, AccountError.login_locked],
});

export const acceptTerms = defineEndpoint({
  operationId: "acceptTerms",
  method: "POST",
  path: "/api/user/accept_terms",
  tag,
  summary: "Record that the customer of the token header accepts the current privacy policy and terms",
  access: access.customer("account:write"),
  response: AcceptTermsResponseSchema,
  errors: [],
});

export const findPassword = defineEndpoint({
  operationId: "findPassword",
  method: "POST",
  path: "/api/user/find_password",
  tag,
  summary: "Email a password reset link (same answer for unknown addresses)",
  access: access.public("ignored"),
  body: FindPasswordRequestSchema,
  response: FindPasswordResponseSchema,
  errors: [AccountError.reset_locked, CommonError.service_unavailable],
});

export const resetPassword = defineEndpoint({
  operationId: "resetPassword",
  method: "POST",
  path: "/api/user/reset_password",
  tag,
  summary: "Set a new password with a reset token; ends every session",
  access: access.public("ignored"),
  body: ResetPasswordRequestSchema,
  response: ResetPasswordResponseSchema,
  errors: [AccountError.reset_token_invalid],
});
