import { z } from "zod";

/**
 * Accounts (spec 01 §2–§9). Passwords travel as the MD5 hex digest of what the person typed
 * (spec 01 §5 "sent hashed, MD5 style"); the server stores argon2id of that digest.
 */
export const PasswordDigestSchema = z.string().regex(/^[a-f0-9]{32}$/, "expected an MD5 hex digest");
export const AccountEmailSchema = z
  .email()
  .max(254)
  .transform((email) => email.trim().toLowerCase());
/** The bot-challenge answer: an ALTCHA payload or a Turnstile token, depending on the server's provider. */
export const CaptchaTokenSchema = z.string().max(8192);
export const EmailCodeSchema = z.string().regex(/^\d{6}$/, "expected 6 digits");

/** POST /api/user/login */
export const LoginRequestSchema = z.object({
  username: AccountEmailSchema,
  password: PasswordDigestSchema,
  token: CaptchaTokenSchema,
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;
export const LoginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /api/user/logout — revokes the session of the `token` header. */
export const LogoutResponseSchema = z.object({ revoked: z.boolean() });

/** POST /api/user/email_exists */
export const EmailExistsRequestSchema = z.object({ email: AccountEmailSchema });
export const EmailExistsResponseSchema = z.object({ exists: z.boolean() });

export const CodeTypeSchema = z.literal("register");

/** POST /api/user/send_code — needs a solved bot challenge; one code per minute per address. */
export const SendCodeRequestSchema = z.object({
  email: AccountEmailSchema,
  token: CaptchaTokenSchema,
  type: CodeTypeSchema,
});
export const SendCodeResponseSchema = z.object({
  /** Seconds until another code may be requested (60). */
  resend_after: z.number().int().positive(),
});

/** POST /api/user/verify_code — checks without using the code up; signup uses it. */
export const VerifyCodeRequestSchema = z.object({ email: AccountEmailSchema, code: EmailCodeSchema });
export const VerifyCodeResponseSchema = z.object({ valid: z.boolean() });

const NameSchema = z.string().trim().min(1).max(60);

/** POST /api/user/register */
export const SignupRequestSchema = z.object({
  email: AccountEmailSchema,
  password: PasswordDigestSchema,
  confirm_password: PasswordDigestSchema,
  first_name: NameSchema,
  last_name: NameSchema,
  code: EmailCodeSchema,
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /** `ad` when the visitor came through /signup?from=ad. */
  from: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/)
    .optional(),
});
export type SignupRequest = z.input<typeof SignupRequestSchema>;
export const SignupResponseSchema = z.object({ uid: z.string() });

/** POST /api/user/find_password — the same answer for known and unknown addresses. */
export const FindPasswordRequestSchema = z.object({ username: AccountEmailSchema });
export const FindPasswordResponseSchema = z.object({ sent: z.literal(true) });

/** POST /api/user/reset_password */
export const ResetPasswordRequestSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "expected a reset token"),
  password: PasswordDigestSchema,
});
export const ResetPasswordResponseSchema = z.object({ reset: z.literal(true) });

/** GET /api/member/info */
export const MemberInfoSchema = z.object({
  uid: z.string(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  country: z.string().nullable(),
  language: z.enum(["en", "zh-CN"]),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

/** GET /api/index/region?level=1 — countries for the signup form. */
export const CountriesQuerySchema = z.object({ level: z.coerce.number().pipe(z.literal(1)) });
export const CountrySchema = z.object({ country_code: z.string(), country_name: z.string() });
export type Country = z.infer<typeof CountrySchema>;
export const CountriesResponseSchema = z.array(CountrySchema);
