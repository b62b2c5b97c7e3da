import { STAFF_INVITATION_HOURS, STAFF_PERMISSIONS, type StaffMember, type StaffRole } from "@portico/contracts";
import { type UiLanguage, unixSeconds } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/app-error.ts";
import { recordAudit, recordRefusedAudit } from "../audit/audit.service.ts";
import type { MailSender, StagedMail } from "../mail/mail.service.ts";
import { staffErrors } from "./staff.errors.ts";
import * as repo from "./staff.repository.ts";
import type { StaffActing } from "./staff.types.ts";
import { staffInvitationMail } from "./staff-mail.ts";
import { assertHeld, ensureBuiltinRoles } from "./staff-roles.service.ts";
import { hashToken, newToken } from "./staff-tokens.ts";

export type StaffDeps = {
  db: Db;
  now: () => Date;
  mail: MailSender;
  publicUrl: string;
  productName: string;
};

const OWNER = "owner";

export function presentRole(row: repo.StaffRoleRow): StaffRole {
  return { id: row.id, name: row.name, builtin: row.builtin, permissions: row.permissions };
}

/** The members with their roles, in the contract's shape. */
async function presentMembers(db: Db, rows: repo.StaffMemberRow[]): Promise<StaffMember[]> {
  const roles = await repo.rolesOfMembers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    display_name: row.displayName,
    active: row.active,
    enrolled: row.totpEnrolledAt !== null,
    roles: roles.filter((entry) => entry.staffId === row.id).map(({ role }) => ({ id: role.id, name: role.name })),
    created_at: unixSeconds(row.createdAt),
  }));
}

async function presentMember(db: Db, row: repo.StaffMemberRow): Promise<StaffMember> {
  const [member] = await presentMembers(db, [row]);
  if (!member) throw staffErrors.memberNotFound();
  return member;
}

/** What the audit keeps of a member: never the password hash or the TOTP secret. */
const auditedMember = (member: StaffMember) => ({
  email: member.email,
  active: member.active,
  enrolled: member.enrolled,
  roles: member.roles.map((role) => role.name),
});

const auditMeta = (acting: StaffActing | null) => ({
  staffId: acting?.staffId ?? null,
  requestId: acting?.requestId ?? null,
  ip: acting?.ip ?? null,
  userAgent: acting?.userAgent ?? null,
});

/** Staff and roles (ADR 420): invitations, roles, disabling, enrolment resets — each audited in its transaction (ADR 421). */
export function createStaffService(deps: StaffDeps) {
  const { db, now } = deps;

  /**
   * Runs a change; a refusal (grant beyond one's own, the last owner, …) is audited too, in a
   * transaction of its own after the change's rolled back (ADR 421).
   */
  async function refusalsAudited<T>(
    acting: StaffActing | null,
    event: { action: string; resource: string; resourceId?: string | number | null },
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500)
        await recordRefusedAudit(db, { ...auditMeta(acting), ...event, outcome: "refused", errorCode: error.code });
      throw error;
    }
  }

  /** The permissions of the given roles together. */
  const permissionsOf = (roles: readonly repo.StaffRoleRow[]) => roles.flatMap((role) => role.permissions);

  /**
   * A member about to lose the owner role (demoted or disabled): refused when no other active
   * owner would remain. The owner role's row is locked first, so two such changes at once queue
   * and the second sees the first.
   */
  async function keepAnOwner(tx: Db, staffId: string, keepsOwner: boolean): Promise<void> {
    const owner = await repo.findRoleByName(tx, OWNER);
    if (!owner) return;
    await repo.lockRole(tx, owner.id);
    const target = await repo.findMember(tx, staffId);
    if (!target?.active || keepsOwner) return;
    const holds = (await repo.rolesOfMembers(tx, [target.id])).some(({ role }) => role.id === owner.id);
    if (holds && (await repo.countActiveHolders(tx, owner.id, target.id)) === 0) throw staffErrors.lastOwner();
  }

  /** The member locked for a change, refused when they hold what the acting member lacks. */
  async function lockTarget(tx: Db, acting: StaffActing, staffId: string): Promise<repo.StaffMemberRow> {
    const target = await repo.lockMember(tx, staffId);
    if (!target) throw staffErrors.memberNotFound();
    const roles = await repo.rolesOfMembers(tx, [target.id]);
    assertHeld(acting.permissions, permissionsOf(roles.map(({ role }) => role)));
    return target;
  }

  return {
    /**
     * Invites an email to one role: the invitation (72 hours, single use, only its digest kept)
     * and its mail are written in one transaction, with the audit row; the mail goes out after.
     * `acting` is null for the command line, which may invite to a built-in role only.
     */
    async invite(
      acting: StaffActing | null,
      input: { email: string; role: { id: number } | { name: string }; language: UiLanguage },
    ): Promise<{ id: number; email: string; expiresAt: Date; link: string }> {
      return refusalsAudited(
        acting,
        { action: "staff.invite", resource: "staff_invitation", resourceId: null },
        async () => {
          if (acting === null) await ensureBuiltinRoles(db);
          const role =
            "id" in input.role
              ? await repo.findRole(db, input.role.id)
              : await repo.findRoleByName(db, input.role.name);
          if (!role) throw staffErrors.roleNotFound();
          if (acting) assertHeld(acting.permissions, role.permissions);
          if (await repo.findMemberByEmail(db, input.email)) throw staffErrors.memberExists({ email: input.email });
          const token = newToken();
          const link = `${deps.publicUrl}/console/invite?token=${token}`;
          const at = now();
          const expiresAt = new Date(at.getTime() + STAFF_INVITATION_HOURS * 3_600_000);
          const { invitation, staged } = await db.transaction(async (tx) => {
            const invitation = await repo.insertInvitation(tx, {
              email: input.email,
              roleId: role.id,
              invitedBy: acting?.staffId ?? null,
              tokenHash: hashToken(token),
              expiresAt,
            });
            const staged: StagedMail = await deps.mail.stage(
              tx,
              staffInvitationMail(input.email, link, role.name, input.language, deps.productName),
            );
            await recordAudit(tx, {
              ...auditMeta(acting),
              action: "staff.invite",
              resource: "staff_invitation",
              resourceId: invitation.id,
              after: { email: input.email, role: role.name, expires_at: expiresAt.toISOString() },
            });
            return { invitation, staged };
          });
          await deps.mail.deliver(staged);
          return { id: invitation.id, email: invitation.email, expiresAt, link };
        },
      );
    },

    async list(): Promise<{
      members: StaffMember[];
      invitations: Awaited<ReturnType<typeof repo.listOpenInvitations>>;
    }> {
      return {
        members: await presentMembers(db, await repo.listMembers(db)),
        invitations: await repo.listOpenInvitations(db, now()),
      };
    },

    async me(staffId: string, sessionId: number) {
      const member = await repo.findMember(db, staffId);
      if (!member) throw staffErrors.sessionExpired();
      return { member: await presentMember(db, member), reauthAt: await repo.reauthAtOf(db, sessionId) };
    },

    /** Replaces a member's roles; never granting or taking what the acting member lacks, never leaving no owner. */
    async setRoles(acting: StaffActing, staffId: string, roleIds: readonly number[]): Promise<StaffMember> {
      return refusalsAudited(
        acting,
        { action: "staff.roles.set", resource: "staff_member", resourceId: staffId },
        async () => {
          const ids = [...new Set(roleIds)];
          return db.transaction(async (tx) => {
            const roles = await repo.rolesByIds(tx, ids);
            if (roles.length !== ids.length) throw staffErrors.roleNotFound();
            assertHeld(acting.permissions, permissionsOf(roles));
            await keepAnOwner(
              tx,
              staffId,
              roles.some((role) => role.name === OWNER),
            );
            const target = await lockTarget(tx, acting, staffId);
            const before = await presentMember(tx, target);
            await repo.setMemberRoles(tx, staffId, ids);
            const after = await presentMember(tx, target);
            await recordAudit(tx, {
              ...auditMeta(acting),
              action: "staff.roles.set",
              resource: "staff_member",
              resourceId: staffId,
              before: auditedMember(before),
              after: auditedMember(after),
            });
            return after;
          });
        },
      );
    },

    /** Disables a member and ends their sessions at once; never the last active owner. */
    async disable(acting: StaffActing, staffId: string): Promise<StaffMember> {
      return refusalsAudited(
        acting,
        { action: "staff.disable", resource: "staff_member", resourceId: staffId },
        async () => {
          return db.transaction(async (tx) => {
            await keepAnOwner(tx, staffId, false);
            const target = await lockTarget(tx, acting, staffId);
            const before = await presentMember(tx, target);
            const at = now();
            await repo.disableMember(tx, staffId, at);
            await repo.revokeMemberSessions(tx, staffId, at);
            const after = await presentMember(tx, (await repo.findMember(tx, staffId)) ?? missing());
            await recordAudit(tx, {
              ...auditMeta(acting),
              action: "staff.disable",
              resource: "staff_member",
              resourceId: staffId,
              before: auditedMember(before),
              after: auditedMember(after),
            });
            return after;
          });
        },
      );
    },

    /** Forgets a member's authenticator and recovery codes and ends their sessions (a lost device). */
    async resetEnrolment(acting: StaffActing, staffId: string): Promise<StaffMember> {
      return refusalsAudited(
        acting,
        { action: "staff.enrolment.reset", resource: "staff_member", resourceId: staffId },
        async () => {
          return db.transaction(async (tx) => {
            const target = await lockTarget(tx, acting, staffId);
            const before = await presentMember(tx, target);
            await repo.clearEnrolment(tx, staffId);
            await repo.revokeMemberSessions(tx, staffId, now());
            const after = await presentMember(tx, (await repo.findMember(tx, staffId)) ?? missing());
            await recordAudit(tx, {
              ...auditMeta(acting),
              action: "staff.enrolment.reset",
              resource: "staff_member",
              resourceId: staffId,
              before: auditedMember(before),
              after: auditedMember(after),
            });
            return after;
          });
        },
      );
    },

    async roles(): Promise<{ list: StaffRole[]; permissions: string[] }> {
      return { list: (await repo.listRoles(db)).map(presentRole), permissions: [...STAFF_PERMISSIONS] };
    },

    async createRole(acting: StaffActing, name: string, permissions: readonly string[]): Promise<StaffRole> {
      return refusalsAudited(
        acting,
        { action: "staff.role.create", resource: "staff_role", resourceId: null },
        async () => {
          assertHeld(acting.permissions, permissions);
          return db.transaction(async (tx) => {
            const row = await repo.insertRole(tx, name, [...new Set(permissions)]);
            if (!row) throw staffErrors.roleNameTaken({ name });
            await recordAudit(tx, {
              ...auditMeta(acting),
              action: "staff.role.create",
              resource: "staff_role",
              resourceId: row.id,
              after: presentRole(row),
            });
            return presentRole(row);
          });
        },
      );
    },

    /** Renames a custom role or changes its permissions: what it gains and loses must both be held. */
    async updateRole(
      acting: StaffActing,
      id: number,
      name: string,
      permissions: readonly string[],
    ): Promise<StaffRole> {
      return refusalsAudited(
        acting,
        { action: "staff.role.update", resource: "staff_role", resourceId: id },
        async () => {
          assertHeld(acting.permissions, permissions);
          return db.transaction(async (tx) => {
            const current = await repo.lockCustomRole(tx, id);
            if (!current) throw staffErrors.roleNotFound();
            if (current.builtin) throw staffErrors.roleBuiltin();
            assertHeld(acting.permissions, current.permissions);
            const clash = await repo.findRoleByName(tx, name);
            if (clash && clash.id !== id) throw staffErrors.roleNameTaken({ name });
            const row = await repo.updateCustomRole(tx, id, name, [...new Set(permissions)]);
            if (!row) throw staffErrors.roleNotFound();
            await recordAudit(tx, {
              ...auditMeta(acting),
              action: "staff.role.update",
              resource: "staff_role",
              resourceId: id,
              before: presentRole(current),
              after: presentRole(row),
            });
            return presentRole(row);
          });
        },
      );
    },
  };
}

function missing(): never {
  throw staffErrors.memberNotFound();
}

export type StaffService = ReturnType<typeof createStaffService>;
