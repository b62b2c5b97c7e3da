import { z } from "zod";
import { access } from "../access.ts";
import { EMAIL_PATTERN, SIGNUP_RULES } from "../accounts/accounts.codes.ts";
import { defineEndpoint } from "../endpoint.ts";
import { RowIdSchema } from "../request-bounds.ts";
import {
  RECOVERY_CODE_PATTERN,
  STAFF_INVITATION_TOKEN_PATTERN,
  STAFF_PASSWORD_RULES,
  STAFF_PERMISSIONS,
  StaffError,
  TOTP_CODE_PATTERN,
} from "./staff.codes.ts";

const tag = "console-staff";

const email = z.string().trim().toLowerCase().max(SIGNUP_RULES.emailMaxLength).regex(EMAIL_PATTERN);
const totpCode = z.string().trim().regex(TOTP_CODE_PATTERN);
/** The second step takes a TOTP code or one of the recovery codes. */
const secondFactorCode = z
  .string()
  .trim()
  .refine(
    (code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code),
    "a 6-digit code or a recovery code",
  );
const permissionList = z.array(z.enum(STAFF_PERMISSIONS)).max(STAFF_PERMISSIONS.length);
const roleName = z.string().trim().min(2).max(40);

export const StaffRoleSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  builtin: z.boolean(),
  permissions: z.array(z.string()),
});
export type StaffRole = z.infer<typeof StaffRoleSchema>;

export const StaffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string(),
  active: z.boolean(),
  /** Whether the member has enrolled their authenticator. */
  enrolled: z.boolean(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** What the sign-in asks next: the authenticator's enrolment (first sign-in), or a code. */
export const StaffLoginAnswerSchema = z.discriminatedUnion("next", [
  z.object({
    next: z.literal("needs_enrolment"),
    /** `otpauth://totp/…`: what the QR code holds. */
    otpauth_uri: z.string(),
    /** The same secret as base32 text, for typing it in. */
    secret: z.string(),
    /** The QR code as an SVG document. */
    qr_svg: z.string(),
  }),
  z.object({ next: z.literal("needs_code") }),
]);
export type StaffLoginAnswer = z.infer<typeof StaffLoginAnswerSchema>;

export const acceptStaffInvitation = defineEndpoint({
  operationId: "acceptStaffInvitation",
  method: "POST",
  path: "/api/console/invitation/accept",
  tag,
  summary: "Accepts a console invitation: sets the new member's password and display name (the link works once, 72 h)",
  access: access.public("ignored"),
  body: z.object({
    token: z.string().regex(STAFF_INVITATION_TOKEN_PATTERN),
    password: z.string().min(STAFF_PASSWORD_RULES.minLength).max(STAFF_PASSWORD_RULES.maxLength),
    display_name: z.string().trim().min(1).max(60),
  }),
  response: z.object({ email: z.string() }),
  errors: [
    StaffError.staff_invitation_invalid,
    StaffError.staff_member_exists,
    StaffError.staff_login_locked,
    StaffError.staff_console_header_required,
  ],
});

export const staffLogin = defineEndpoint({
  operationId: "staffLogin",
  method: "POST",
  path: "/api/console/login",
  tag,
  summary:
    "Signs a staff member in with email and password; the session cookie reaches nothing until enrolment or a code",
  access: access.public("ignored"),
  body: z.object({ email, password: z.string().min(1).max(STAFF_PASSWORD_RULES.maxLength) }),
  response: StaffLoginAnswerSchema,
  errors: [
    StaffError.staff_invalid_credentials,
    StaffError.staff_login_locked,
    StaffError.staff_console_header_required,
  ],
});

export const confirmStaffEnrolment = defineEndpoint({
  operationId: "confirmStaffEnrolment",
  method: "POST",
  path: "/api/console/enrolment/confirm",
  tag,
  summary: "Confirms the authenticator with one code; answers the recovery codes, shown this once",
  access: access.staff("session:enrol"),
  body: z.object({ code: totpCode }),
  response: z.object({ recovery_codes: z.array(z.string()) }),
  errors: [StaffError.staff_code_invalid, StaffError.staff_code_locked],
});

export const verifyStaffSecondFactor = defineEndpoint({
  operationId: "verifyStaffSecondFactor",
  method: "POST",
  path: "/api/console/second-factor/verify",
  tag,
  summary: "The sign-in's second step: a TOTP code or a recovery code (each recovery code works once)",
  access: access.staff("session:verify"),
  body: z.object({ code: secondFactorCode }),
  response: z.object({ recovery_codes_left: z.number().int().nonnegative() }),
  errors: [StaffError.staff_code_invalid, StaffError.staff_code_locked],
});

export const staffReauth = defineEndpoint({
  operationId: "staffReauth",
  method: "POST",
  path: "/api/console/reauth",
  tag,
  summary: "A fresh TOTP code: money and staff actions are open for the next 5 minutes",
  access: access.staff("session:active"),
  body: z.object({ code: totpCode }),
  /** Unix seconds until which the session counts as freshly authenticated. */
  response: z.object({ reauth_until: z.number().int() }),
  errors: [StaffError.staff_code_invalid, StaffError.staff_code_locked],
});

export const staffLogout = defineEndpoint({
  operationId: "staffLogout",
  method: "POST",
  path: "/api/console/logout",
  tag,
  summary: "Ends the staff session and clears its cookie",
  access: access.staff("session:end"),
  response: z.object({}),
  errors: [],
});

export const staffMe = defineEndpoint({
  operationId: "staffMe",
  method: "GET",
  path: "/api/console/me",
  tag,
  summary: "The signed-in staff member, their roles and permissions, and whether the session was reauthenticated",
  access: access.staff("session:active"),
  response: z.object({
    staff: z.object({ id: z.string(), email: z.string(), display_name: z.string() }),
    roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
    permissions: z.array(z.string()),
    reauth_fresh: z.boolean(),
    /** Unix seconds; 0 when never reauthenticated. */
    reauth_until: z.number().int(),
  }),
  errors: [],
});

export const staffList = defineEndpoint({
  operationId: "staffList",
  method: "GET",
  path: "/api/console/staff",
  tag,
  summary: "Every staff member with their roles, and the invitations not yet accepted",
  access: access.staff("staff:read"),
  response: z.object({
    list: z.array(StaffMemberSchema),
    invitations: z.array(
      z.object({
        id: z.number().int(),
        email: z.string(),
        role: z.string(),
        /** Unix seconds. */
        expires_at: z.number().int(),
      }),
    ),
  }),
  errors: [],
});

export const inviteStaff = defineEndpoint({
  operationId: "inviteStaff",
  method: "POST",
  path: "/api/console/staff/invite",
  tag,
  summary: "Invites a staff member to one role by email (never a role granting more than the inviter holds)",
  access: access.staffReauth("staff:manage"),
  body: z.object({ email, role_id: RowIdSchema, language: z.enum(["en", "zh-CN"]).optional() }),
  response: z.object({ id: z.number().int(), email: z.string(), expires_at: z.number().int() }),
  errors: [StaffError.staff_grant_exceeds_own, StaffError.staff_role_not_found, StaffError.staff_member_exists],
});

export const setStaffRoles = defineEndpoint({
  operationId: "setStaffRoles",
  method: "POST",
  path: "/api/console/staff/roles",
  tag,
  summary: "Sets a member's roles (never granting more than the acting member holds; the last owner stays an owner)",
  access: access.staffReauth("staff:manage"),
  body: z.object({
    staff_id: z.uuid(),
    role_ids: z.array(RowIdSchema).min(1).max(20),
  }),
  response: StaffMemberSchema,
  errors: [
    StaffError.staff_grant_exceeds_own,
    StaffError.staff_member_not_found,
    StaffError.staff_role_not_found,
    StaffError.staff_last_owner,
  ],
});

export const disableStaff = defineEndpoint({
  operationId: "disableStaff",
  method: "POST",
  path: "/api/console/staff/disable",
  tag,
  summary: "Disables a member and ends their sessions (never the last active owner)",
  access: access.staffReauth("staff:manage"),
  body: z.object({ staff_id: z.uuid() }),
  response: StaffMemberSchema,
  errors: [StaffError.staff_member_not_found, StaffError.staff_last_owner, StaffError.staff_grant_exceeds_own],
});

export const resetStaffEnrolment = defineEndpoint({
  operationId: "resetStaffEnrolment",
  method: "POST",
  path: "/api/console/staff/reset-enrolment",
  tag,
  summary: "Clears a member's authenticator and recovery codes (a lost device); they enrol again at their next sign-in",
  access: access.staffReauth("staff:manage"),
  body: z.object({ staff_id: z.uuid() }),
  response: StaffMemberSchema,
  errors: [StaffError.staff_member_not_found, StaffError.staff_grant_exceeds_own],
});

export const staffRoles = defineEndpoint({
  operationId: "staffRoles",
  method: "GET",
  path: "/api/console/roles",
  tag,
  summary: "The built-in and custom roles with their permissions",
  access: access.staff("staff:read"),
  response: z.object({ list: z.array(StaffRoleSchema), permissions: z.array(z.string()) }),
  errors: [],
});

export const createStaffRole = defineEndpoint({
  operationId: "createStaffRole",
  method: "POST",
  path: "/api/console/roles/create",
  tag,
  summary: "Creates a custom role from permissions the acting member holds",
  access: access.staffReauth("staff:manage"),
  body: z.object({ name: roleName, permissions: permissionList }),
  response: StaffRoleSchema,
  errors: [StaffError.staff_grant_exceeds_own, StaffError.staff_role_name_taken],
});

export const updateStaffRole = defineEndpoint({
  operationId: "updateStaffRole",
  method: "POST",
  path: "/api/console/roles/update",
  tag,
  summary: "Renames a custom role or changes its permissions (built-in roles are fixed)",
  access: access.staffReauth("staff:manage"),
  body: z.object({ role_id: RowIdSchema, name: roleName, permissions: permissionList }),
  response: StaffRoleSchema,
  errors: [
    StaffError.staff_grant_exceeds_own,
    StaffError.staff_role_not_found,
    StaffError.staff_role_builtin,
    StaffError.staff_role_name_taken,
  ],
});

/**
 * The console endpoints anyone may call: they exist to obtain a staff session. Every other
 * `/api/console/*` endpoint has a `staff` rule (the access test holds it).
 */
export const PUBLIC_CONSOLE_ENDPOINTS = [acceptStaffInvitation.operationId, staffLogin.operationId] as const;
