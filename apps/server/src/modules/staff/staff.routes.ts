import {
  acceptStaffInvitation,
  confirmStaffEnrolment,
  createStaffRole,
  disableStaff,
  inviteStaff,
  resetStaffEnrolment,
  STAFF_PERMISSIONS,
  setStaffRoles,
  staffList,
  staffLogin,
  staffLogout,
  staffMe,
  staffReauth,
  staffRoles,
  updateStaffRole,
  verifyStaffSecondFactor,
} from "@portico/contracts";
import { unixSeconds } from "@portico/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { StaffPrincipal } from "../../plugins/auth/principal.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { REAUTH_MS } from "./staff.errors.ts";
import type { StaffService } from "./staff.service.ts";
import type { RequestMeta, StaffActing } from "./staff.types.ts";
import { clearStaffCookie, requireConsoleHeader, setStaffCookie } from "./staff-cookie.ts";
import type { StaffSignIn } from "./staff-sign-in.service.ts";

const grantable: ReadonlySet<string> = new Set(STAFF_PERMISSIONS);

const metaOf = (request: FastifyRequest): RequestMeta => ({
  requestId: request.id,
  ip: request.ip,
  userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : null,
});
const actingOf = (principal: StaffPrincipal, request: FastifyRequest): StaffActing => ({
  ...metaOf(request),
  staffId: principal.staffId,
  permissions: principal.permissions,
});

/** The console's sign-in and its staff and roles pages (`/api/console/…`, ADR 420). */
export default async function staffRoutes(
  app: FastifyInstance,
  options: { signIn: StaffSignIn; staff: StaffService; secureCookie: boolean },
) {
  const { signIn, staff, secureCookie } = options;

  registerEndpoint(app, acceptStaffInvitation, async ({ input, request }) => {
    requireConsoleHeader(request);
    return signIn.acceptInvitation(
      { token: input.token, password: input.password, displayName: input.display_name },
      metaOf(request),
    );
  });
  registerEndpoint(app, staffLogin, async ({ input, request, reply }) => {
    requireConsoleHeader(request);
    const { token, answer } = await signIn.login(input, metaOf(request));
    setStaffCookie(reply, token, secureCookie);
    return answer;
  });
  registerEndpoint(app, confirmStaffEnrolment, async ({ input, principal, request }) => ({
    recovery_codes: await signIn.confirmEnrolment(principal, input.code, metaOf(request)),
  }));
  registerEndpoint(app, verifyStaffSecondFactor, async ({ input, principal, request }) => ({
    recovery_codes_left: await signIn.verifySecondFactor(principal, input.code, metaOf(request)),
  }));
  registerEndpoint(app, staffReauth, async ({ input, principal, request }) => ({
    reauth_until: unixSeconds(await signIn.reauth(principal, input.code, metaOf(request))),
  }));
  registerEndpoint(app, staffLogout, async ({ principal, reply }) => {
    await signIn.logout(principal);
    clearStaffCookie(reply, secureCookie);
    return {};
  });
  registerEndpoint(app, staffMe, async ({ principal }) => {
    const { member, reauthAt } = await staff.me(principal.staffId, principal.sessionId);
    return {
      staff: { id: member.id, email: member.email, display_name: member.display_name },
      roles: member.roles,
      permissions: [...principal.permissions].filter((permission) => grantable.has(permission)).sort(),
      reauth_fresh: principal.reauthFresh,
      reauth_until: reauthAt ? unixSeconds(new Date(reauthAt.getTime() + REAUTH_MS)) : 0,
    };
  });

  registerEndpoint(app, staffList, async () => {
    const { members, invitations } = await staff.list();
    return {
      list: members,
      invitations: invitations.map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        expires_at: unixSeconds(invitation.expiresAt),
      })),
    };
  });
  registerEndpoint(app, inviteStaff, async ({ input, principal, request, language }) => {
    const invited = await staff.invite(actingOf(principal, request), {
      email: input.email,
      role: { id: input.role_id },
      language: input.language ?? language,
    });
    return { id: invited.id, email: invited.email, expires_at: unixSeconds(invited.expiresAt) };
  });
  registerEndpoint(app, setStaffRoles, async ({ input, principal, request }) =>
    staff.setRoles(actingOf(principal, request), input.staff_id, input.role_ids),
  );
  registerEndpoint(app, disableStaff, async ({ input, principal, request }) =>
    staff.disable(actingOf(principal, request), input.staff_id),
  );
  registerEndpoint(app, resetStaffEnrolment, async ({ input, principal, request }) =>
    staff.resetEnrolment(actingOf(principal, request), input.staff_id),
  );
  registerEndpoint(app, staffRoles, async () => staff.roles());
  registerEndpoint(app, createStaffRole, async ({ input, principal, request }) =>
    staff.createRole(actingOf(principal, request), input.name, input.permissions),
  );
  registerEndpoint(app, updateStaffRole, async ({ input, principal, request }) =>
    staff.updateRole(actingOf(principal, request), input.role_id, input.name, input.permissions),
  );
}
