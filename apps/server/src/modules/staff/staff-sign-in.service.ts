import { STAFF_RECOVERY_CODE_COUNT, type StaffLoginAnswer, TOTP_CODE_PATTERN } from "@portico/contracts";
import { base32Encode, matchTotp, otpauthUri } from "@portico/domain";
import QRCode from "qrcode";
import type { Db } from "../../db/client.ts";
import type { StaffPrincipal } from "../../plugins/auth/principal.ts";
import { releaseStaffAttempt, takeStaffAttempt } from "../accounts/attempts.service.ts";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "../accounts/password.service.ts";
import { REAUTH_MS, staffErrors } from "./staff.errors.ts";
import * as repo from "./staff.repository.ts";
import type { RequestMeta } from "./staff.types.ts";
import { STAFF_MAX_AGE_MS } from "./staff-session-credential.ts";
import { hashRecoveryCode, hashToken, newRecoveryCode, newToken } from "./staff-tokens.ts";
import { hmacSha1, newTotpSecret, type TotpSealer } from "./totp-secret.ts";

/** Five wrong codes lock a session's second step (and reauthentication) for 15 minutes. */
const CODE_FAILURES_BEFORE_LOCK = 5;
const CODE_LOCK_MS = 15 * 60_000;

export type SignInDeps = {
  db: Db;
  now: () => Date;
  sealer: () => Promise<TotpSealer>;
  productName: string;
};

/**
 * Signing in to the console (ADR 420): the invitation's password, the password, the
 * authenticator's enrolment or a code, reauthentication, logout.
 */
export function createStaffSignIn(deps: SignInDeps) {
  const { db, now } = deps;

  /** A member's TOTP secret, opened. */
  async function secretOf(member: repo.StaffMemberRow): Promise<Uint8Array> {
    if (!member.totpSecret) throw staffErrors.codeInvalid();
    return (await deps.sealer()).open(member.totpSecret, member.id);
  }

  /**
   * Checks a TOTP code for the session's member: under the session's lock and the per-email and
   * per-address counts; the step is taken in one conditional UPDATE, so a code is accepted once
   * even when sent twice at once. Answers the member after a right code.
   */
  async function acceptTotp(principal: StaffPrincipal, code: string, meta: RequestMeta): Promise<repo.StaffMemberRow> {
    return withCodeAttempt(principal, meta, async (member, at) => {
      const step = matchTotp(await secretOf(member), code, at.getTime() / 1000, member.totpLastStep, hmacSha1);
      return step !== null && (await repo.takeTotpStep(db, member.id, step));
    });
  }

  /** Runs one code check counted against the session's lock and the shared throttle. */
  async function withCodeAttempt(
    principal: StaffPrincipal,
    meta: RequestMeta,
    check: (member: repo.StaffMemberRow, at: Date) => Promise<boolean>,
  ): Promise<repo.StaffMemberRow> {
    const at = now();
    const member = await repo.findMember(db, principal.staffId);
    if (!member) throw staffErrors.sessionExpired();
    if (await repo.codeLockOf(db, principal.sessionId, at)) throw staffErrors.codeLocked();
    const attempt = await takeStaffAttempt(db, "staff_code_failure", member.email, meta.ip);
    if (attempt === null) throw staffErrors.codeThrottled();
    if (!(await check(member, at))) {
      await repo.countCodeFailure(
        db,
        principal.sessionId,
        CODE_FAILURES_BEFORE_LOCK,
        new Date(at.getTime() + CODE_LOCK_MS),
      );
      throw staffErrors.codeInvalid();
    }
    await releaseStaffAttempt(db, attempt);
    return member;
  }

  /** What the first sign-in shows: the secret as an otpauth URI, as text, and as a QR code. */
  async function enrolmentOf(member: repo.StaffMemberRow): Promise<StaffLoginAnswer> {
    let secret: Uint8Array;
    if (member.totpSecret) {
      secret = await secretOf(member);
    } else {
      secret = newTotpSecret();
      await repo.setPendingSecret(db, member.id, (await deps.sealer()).seal(secret, member.id));
    }
    const uri = otpauthUri({ issuer: deps.productName, account: member.email, secret });
    return {
      next: "needs_enrolment",
      otpauth_uri: uri,
      secret: base32Encode(secret),
      qr_svg: await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 }),
    };
  }

  return {
    /** Sets the new member's password and name from a live invitation, and gives them its role. */
    async acceptInvitation(
      input: { token: string; password: string; displayName: string },
      meta: RequestMeta,
    ): Promise<{ email: string }> {
      const tokenHash = hashToken(input.token);
      // A token has its own count (a guess at one link), and the address its count across links.
      const attempt = await takeStaffAttempt(db, "staff_login_failure", `invitation:${tokenHash}`, meta.ip);
      if (attempt === null) throw staffErrors.loginLocked();
      const passwordHash = await hashPassword(input.password);
      const email = await db.transaction(async (tx) => {
        const invitation = await repo.consumeInvitation(tx, tokenHash, now());
        if (!invitation) throw staffErrors.invitationInvalid();
        const member = await repo.insertMember(tx, {
          email: invitation.email,
          passwordHash,
          displayName: input.displayName,
        });
        if (!member) throw staffErrors.memberExists({ email: invitation.email });
        await repo.setMemberRoles(tx, member.id, [invitation.roleId]);
        return member.email;
      });
      await releaseStaffAttempt(db, attempt);
      return { email };
    },

    /**
     * Email and password: a session that reaches only the second step. An unknown address, a
     * disabled member and a wrong password answer alike, after the same argon2id work.
     */
    async login(
      input: { email: string; password: string },
      meta: RequestMeta,
    ): Promise<{ token: string; answer: StaffLoginAnswer }> {
      const attempt = await takeStaffAttempt(db, "staff_login_failure", input.email, meta.ip);
      if (attempt === null) throw staffErrors.loginLocked();
      const member = await repo.findMemberByEmail(db, input.email);
      if (!member?.active) {
        await verifyAgainstDecoy(input.password);
        throw staffErrors.invalidCredentials();
      }
      if (!(await verifyPassword(member.passwordHash, input.password))) throw staffErrors.invalidCredentials();
      await releaseStaffAttempt(db, attempt);
      const token = newToken();
      const at = now();
      await repo.insertSession(db, {
        staffId: member.id,
        tokenHash: hashToken(token),
        at,
        expiresAt: new Date(at.getTime() + STAFF_MAX_AGE_MS),
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      return { token, answer: member.totpEnrolledAt ? { next: "needs_code" } : await enrolmentOf(member) };
    },

    /** The first code from the authenticator: the member is enrolled, signed in, and gets recovery codes once. */
    async confirmEnrolment(principal: StaffPrincipal, code: string, meta: RequestMeta): Promise<string[]> {
      const member = await acceptTotp(principal, code, meta);
      const codes = Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, newRecoveryCode);
      const at = now();
      await db.transaction(async (tx) => {
        if (!(await repo.markEnrolled(tx, member.id, at))) throw staffErrors.codeInvalid();
        await repo.insertRecoveryCodes(tx, member.id, codes.map(hashRecoveryCode));
        await repo.markCodeAccepted(tx, principal.sessionId, at);
      });
      return codes;
    },

    /** The sign-in's second step: a TOTP code (which also counts as a reauthentication) or a recovery code. */
    async verifySecondFactor(principal: StaffPrincipal, code: string, meta: RequestMeta): Promise<number> {
      if (TOTP_CODE_PATTERN.test(code)) {
        await acceptTotp(principal, code, meta);
        await repo.markCodeAccepted(db, principal.sessionId, now());
      } else {
        await withCodeAttempt(principal, meta, (member, at) =>
          repo.useRecoveryCode(db, member.id, hashRecoveryCode(code), at),
        );
        await repo.markSecondFactor(db, principal.sessionId, now());
      }
      return repo.countUnusedRecoveryCodes(db, principal.staffId);
    },

    /** A fresh code opens the money and staff actions for the next minutes; answers until when. */
    async reauth(principal: StaffPrincipal, code: string, meta: RequestMeta): Promise<Date> {
      await acceptTotp(principal, code, meta);
      const at = now();
      await repo.markCodeAccepted(db, principal.sessionId, at);
      return new Date(at.getTime() + REAUTH_MS);
    },

    async logout(principal: StaffPrincipal): Promise<void> {
      await repo.revokeSession(db, principal.sessionId, now());
    },
  };
}

export type StaffSignIn = ReturnType<typeof createStaffSignIn>;
