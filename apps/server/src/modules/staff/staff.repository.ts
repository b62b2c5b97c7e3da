import { and, asc, count, eq, gt, inArray, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  type StaffMemberRow,
  type StaffRoleRow,
  staffInvitations,
  staffMemberRoles,
  staffMembers,
  staffRecoveryCodes,
  staffRoles,
  staffSessions,
} from "./staff.tables.ts";

export type { StaffMemberRow, StaffRoleRow };

// Roles

/** Writes the built-in roles as the contract lists them (every start: the list may have grown). */
export async function upsertBuiltinRoles(db: Db, roles: { name: string; permissions: string[] }[]): Promise<void> {
  await db
    .insert(staffRoles)
    .values(roles.map((role) => ({ ...role, builtin: true })))
    .onConflictDoUpdate({
      target: staffRoles.name,
      set: { permissions: sql`excluded.permissions`, builtin: true },
    });
}

export async function listRoles(db: Db): Promise<StaffRoleRow[]> {
  return db.select().from(staffRoles).orderBy(sql`${staffRoles.builtin} desc`, asc(staffRoles.id));
}

export async function findRole(db: Db, id: number): Promise<StaffRoleRow | undefined> {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.id, id));
  return row;
}

export async function findRoleByName(db: Db, name: string): Promise<StaffRoleRow | undefined> {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.name, name));
  return row;
}

export async function rolesByIds(db: Db, ids: readonly number[]): Promise<StaffRoleRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(staffRoles)
    .where(inArray(staffRoles.id, [...ids]));
}

/** The role row locked for the transaction: every change that could leave no owner takes the owner role's lock first. */
export async function lockRole(db: Db, id: number): Promise<void> {
  await db.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.id, id)).for("update");
}

/** Null when the name is taken (unique index). */
export async function insertRole(db: Db, name: string, permissions: string[]): Promise<StaffRoleRow | undefined> {
  const [row] = await db.insert(staffRoles).values({ name, permissions }).onConflictDoNothing().returning();
  return row;
}

export async function updateCustomRole(
  db: Db,
  id: number,
  name: string,
  permissions: string[],
): Promise<StaffRoleRow | undefined> {
  const [row] = await db
    .update(staffRoles)
    .set({ name, permissions })
    .where(and(eq(staffRoles.id, id), eq(staffRoles.builtin, false)))
    .returning();
  return row;
}

/** The custom role locked for its edit. */
export async function lockCustomRole(db: Db, id: number): Promise<StaffRoleRow | undefined> {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.id, id)).for("update");
  return row;
}

// Members

export async function findMemberByEmail(db: Db, email: string): Promise<StaffMemberRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
  return row;
}

export async function findMember(db: Db, id: string): Promise<StaffMemberRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row;
}

/** The members named, in no order (ids that are no member are left out). */
export async function membersByIds(db: Db, ids: readonly string[]): Promise<StaffMemberRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(staffMembers)
    .where(inArray(staffMembers.id, [...ids]));
}

/** The member locked for a change of their roles, state or enrolment. */
export async function lockMember(db: Db, id: string): Promise<StaffMemberRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).for("update");
  return row;
}

/** Null when the email is a member already. */
export async function insertMember(
  db: Db,
  member: { email: string; passwordHash: string; displayName: string },
): Promise<StaffMemberRow | undefined> {
  const [row] = await db.insert(staffMembers).values(member).onConflictDoNothing().returning();
  return row;
}

export async function listMembers(db: Db): Promise<StaffMemberRow[]> {
  return db.select().from(staffMembers).orderBy(asc(staffMembers.createdAt), asc(staffMembers.email));
}

export async function disableMember(db: Db, id: string, at: Date): Promise<void> {
  await db.update(staffMembers).set({ active: false, disabledAt: at }).where(eq(staffMembers.id, id));
}

/** The roles of the given members, by member. */
export async function rolesOfMembers(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ staffId: staffMemberRoles.staffId, role: staffRoles })
    .from(staffMemberRoles)
    .innerJoin(staffRoles, eq(staffRoles.id, staffMemberRoles.roleId))
    .where(inArray(staffMemberRoles.staffId, [...ids]))
    .orderBy(asc(staffRoles.id));
}

export async function setMemberRoles(db: Db, staffId: string, roleIds: readonly number[]): Promise<void> {
  await db.delete(staffMemberRoles).where(eq(staffMemberRoles.staffId, staffId));
  if (roleIds.length > 0) await db.insert(staffMemberRoles).values(roleIds.map((roleId) => ({ staffId, roleId })));
}

/** Active members holding the role, other than `except`. */
export async function countActiveHolders(db: Db, roleId: number, except: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffMemberRoles)
    .innerJoin(staffMembers, eq(staffMembers.id, staffMemberRoles.staffId))
    .where(and(eq(staffMemberRoles.roleId, roleId), eq(staffMembers.active, true), ne(staffMembers.id, except)));
  return row?.n ?? 0;
}

// TOTP

/** Keeps the secret shown at the first sign-in until it is confirmed (never over an enrolled one). */
export async function setPendingSecret(db: Db, staffId: string, sealed: string): Promise<void> {
  await db
    .update(staffMembers)
    .set({ totpSecret: sealed })
    .where(and(eq(staffMembers.id, staffId), isNull(staffMembers.totpEnrolledAt)));
}

/**
 * Takes a TOTP step for the member: only one later than the last taken, in one conditional
 * UPDATE, so the same code sent twice at once passes once.
 */
export async function takeTotpStep(db: Db, staffId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(
      and(eq(staffMembers.id, staffId), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))),
    )
    .returning({ id: staffMembers.id });
  return rows.length > 0;
}

export async function markEnrolled(db: Db, staffId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ totpEnrolledAt: at })
    .where(and(eq(staffMembers.id, staffId), isNull(staffMembers.totpEnrolledAt)))
    .returning({ id: staffMembers.id });
  return rows.length > 0;
}

/** Forgets the authenticator and the recovery codes: the member enrols again at the next sign-in. */
export async function clearEnrolment(db: Db, staffId: string): Promise<void> {
  await db
    .update(staffMembers)
    .set({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null })
    .where(eq(staffMembers.id, staffId));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
}

export async function insertRecoveryCodes(db: Db, staffId: string, hashes: readonly string[]): Promise<void> {
  await db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Uses a recovery code once: a conditional UPDATE, so two uses at once cannot both pass. */
export async function useRecoveryCode(db: Db, staffId: string, codeHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, staffId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// Invitations

export async function insertInvitation(
  db: Db,
  invitation: { email: string; roleId: number; invitedBy: string | null; tokenHash: string; expiresAt: Date },
) {
  const [row] = await db.insert(staffInvitations).values(invitation).returning();
  if (!row) throw new Error("invitation insert returned nothing");
  return row;
}

/** Uses an invitation once, before its expiry: one conditional UPDATE. */
export async function consumeInvitation(db: Db, tokenHash: string, at: Date) {
  const [row] = await db
    .update(staffInvitations)
    .set({ acceptedAt: at })
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, at),
      ),
    )
    .returning();
  return row;
}

export async function listOpenInvitations(db: Db, at: Date) {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffRoles.name,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .innerJoin(staffRoles, eq(staffRoles.id, staffInvitations.roleId))
    .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, at)))
    .orderBy(asc(staffInvitations.id));
}

// Sessions

export async function insertSession(
  db: Db,
  session: { staffId: string; tokenHash: string; at: Date; expiresAt: Date; ip: string; userAgent: string | null },
): Promise<void> {
  const { at, ...rest } = session;
  await db.insert(staffSessions).values({ ...rest, createdAt: at, lastSeenAt: at });
}

/**
 * The live session of a token digest (not revoked, before its absolute end, active since
 * `idleSince`) of an active member, with the member's permissions (the union of their roles')
 * and whether they enrolled — one statement, read on every console request.
 */
/** A live session: not revoked, before its absolute end, active since `idleSince`, its member active. */
function selectLiveSession(db: Db, which: SQL, at: Date, idleSince: Date) {
  return db
    .select({
      id: staffSessions.id,
      staffId: staffSessions.staffId,
      lastSeenAt: staffSessions.lastSeenAt,
      secondFactorAt: staffSessions.secondFactorAt,
      reauthAt: staffSessions.reauthAt,
      enrolledAt: staffMembers.totpEnrolledAt,
      permissions: sql<string[]>`array(
        select distinct unnest(${staffRoles.permissions}) from ${staffMemberRoles}
        join ${staffRoles} on ${staffRoles.id} = ${staffMemberRoles.roleId}
        where ${staffMemberRoles.staffId} = ${staffSessions.staffId})`,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        which,
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, at),
        gt(staffSessions.lastSeenAt, idleSince),
        eq(staffMembers.active, true),
      ),
    );
}

export async function findLiveSession(db: Db, tokenHash: string, at: Date, idleSince: Date) {
  const [row] = await selectLiveSession(db, eq(staffSessions.tokenHash, tokenHash), at, idleSince);
  return row;
}

export async function findLiveSessionById(db: Db, id: number, at: Date, idleSince: Date) {
  const [row] = await selectLiveSession(db, eq(staffSessions.id, id), at, idleSince);
  return row;
}

export async function touchSession(db: Db, id: number, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, id));
}

export async function revokeSession(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

export async function revokeMemberSessions(db: Db, staffId: string, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/** The session's second-step lock, if it is locked now. */
export async function codeLockOf(db: Db, id: number, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(and(eq(staffSessions.id, id), gt(staffSessions.codeLockedUntil, at)));
  return row !== undefined;
}

/**
 * Counts a wrong code on the session in one UPDATE; the one that reaches `max` locks the second
 * step until `lockUntil` and starts the count again.
 */
export async function countCodeFailure(db: Db, id: number, max: number, lockUntil: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({
      codeFailures: sql`case when ${staffSessions.codeFailures} + 1 >= ${max} then 0 else ${staffSessions.codeFailures} + 1 end`,
      codeLockedUntil: sql`case when ${staffSessions.codeFailures} + 1 >= ${max} then ${lockUntil.toISOString()}::timestamptz else ${staffSessions.codeLockedUntil} end`,
    })
    .where(eq(staffSessions.id, id));
}

/** A right code: the second step passed (if it was not), reauthenticated now, the failures forgotten. */
export async function markCodeAccepted(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({
      secondFactorAt: sql`coalesce(${staffSessions.secondFactorAt}, ${at.toISOString()}::timestamptz)`,
      reauthAt: at,
      codeFailures: 0,
    })
    .where(eq(staffSessions.id, id));
}

/** A recovery code passes the second step but is not a reauthentication. */
export async function markSecondFactor(db: Db, id: number, at: Date): Promise<void> {
  await db.update(staffSessions).set({ secondFactorAt: at, codeFailures: 0 }).where(eq(staffSessions.id, id));
}

export async function reauthAtOf(db: Db, sessionId: number): Promise<Date | null> {
  const [row] = await db
    .select({ reauthAt: staffSessions.reauthAt })
    .from(staffSessions)
    .where(eq(staffSessions.id, sessionId));
  return row?.reauthAt ?? null;
}
