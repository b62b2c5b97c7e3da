import type {
  LoginRequest,
  ResetPasswordRequest,
  SendCodeRequest,
  SignupRequest,
  VerifyCodeRequest,
} from "@portico/contracts";
import {
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_MINUTES,
  RESET_TOKEN_TTL_MINUTES,
  type UiLanguage,
} from "@portico/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Acting } from "../../plugins/auth/principal.ts";
import type { Captcha } from "../captcha/captcha.service.ts";
import { testIpsForNewAccount } from "../catalogue/catalogue.service.ts";
import { agreementVersion } from "../legal/legal.service.ts";
import type { MailSender } from "../mail/mail.service.ts";
import { isKnownCountry } from "../region/region.service.ts";
import { passwordResetMail, signupCodeMail } from "./account-mail.ts";
import { accountErrors } from "./accounts.errors.ts";
import * as repo from "./accounts.repository.ts";
import type { EmailCodeRow, UserRow } from "./accounts.tables.ts";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./password-hash.ts";
import { hashEmailCode, hashSecret, newEmailCode, newSecretToken } from "./secret-token.ts";
import { releaseAttempt, takeAttempt } from "./throttle.ts";

export type AccountsDeps = {
  db: Db;
  captcha: Captcha;
  mail: MailSender;
  log: FastifyBaseLogger;
  publicUrl: string;
  productName: string;
  session: { idleMs: number; maxAgeMs: number };
  testIpsPerAccount: number;
};

/** Who is calling: the client address and the language of the request. */
export type Caller = { ip: string; language: UiLanguage };

/**
 * A new session. `termsAccepted` is false when the account has not accepted the current privacy
 * policy and terms: the login form then asks before it keeps the session (ADR 101).
 */
export type SignIn = { token: string; termsAccepted: boolean };

const minutes = (n: number) => n * 60_000;

export function createAccountsService(deps: AccountsDeps) {
  const { db } = deps;

  /** Login and signup open their sessions here: one kind of session, one lifetime (config). */
  async function openSession(userId: string): Promise<string> {
    const token = newSecretToken();
    await repo.insertSession(db, userId, hashSecret(token), new Date(Date.now() + deps.session.maxAgeMs));
    return token;
  }

  /** Whether the account accepted the agreement as it reads today (nothing to accept: yes). */
  async function acceptedCurrentTerms(user: UserRow): Promise<boolean> {
    const current = await agreementVersion(db);
    return current === null || user.termsVersion === current;
  }

  /**
   * Checks a code against the address's latest one. The comparison and the wrong-try count are
   * one conditional UPDATE (see tryEmailCode), so parallel guesses cannot share the 5 tries.
   */
  async function checkCode(email: string, code: string): Promise<EmailCodeRow> {
    const row = await repo.latestEmailCode(db, email, "register");
    const attempt = row && (await repo.tryEmailCode(db, row.id, hashEmailCode(email, code), CODE_MAX_WRONG_TRIES));
    if (!row || !attempt?.right) throw accountErrors.codeInvalid();
    return row;
  }

  return {
    async login(input: LoginRequest, caller: Caller): Promise<SignIn> {
      // The attempt is taken before the password is weighed and kept only if the password is
      // wrong, so parallel guesses cannot all slip under the limit (ADR 100).
      const attempt = await takeAttempt(db, "login_failure", input.username, caller.ip);
      let failed = false;
      try {
        await deps.captcha.assertSolved(input.token, caller.ip);
        const user = await repo.findUserByEmail(db, input.username);
        const valid = user
          ? await verifyPassword(user.passwordHash, input.password)
          : await verifyAgainstDecoy(input.password).then(() => false);
        if (!user || !valid) {
          failed = true;
          throw accountErrors.invalidCredentials();
        }
        // Told only after the right password, so the refusal reveals nothing to a guesser.
        if (user.disabledAt) throw accountErrors.accountDisabled();
        return { token: await openSession(user.id), termsAccepted: await acceptedCurrentTerms(user) };
      } finally {
        if (!failed) await releaseAttempt(db, attempt);
      }
    },

    /** The logged-in customer accepts the privacy policy and terms as they read now. */
    async acceptTerms(acting: Acting): Promise<{ version: string | null; acceptedAt: Date }> {
      const row = await repo.recordTermsAcceptance(db, acting.accountId, await agreementVersion(db));
      return { version: row?.termsVersion ?? null, acceptedAt: row?.termsAcceptedAt ?? new Date() };
    },

    /** A logged-in customer's language choice also picks the language of the mail we send them. */
    async rememberLanguage(userId: string, language: UiLanguage): Promise<void> {
      await repo.updateUserLanguage(db, userId, language);
    },

    async logout(sessionId: number): Promise<void> {
      await repo.revokeSession(db, sessionId);
    },

    async emailExists(email: string): Promise<boolean> {
      return (await repo.findUserByEmail(db, email)) !== undefined;
    },

    async sendSignupCode(input: SendCodeRequest, caller: Caller): Promise<void> {
      if (await repo.findUserByEmail(db, input.email)) throw accountErrors.emailExists();
      const code = newEmailCode();
      const assertWaited = async (database: Db) => {
        const last = await repo.latestEmailCode(database, input.email, "register");
        const waitMs = last ? last.createdAt.getTime() + CODE_RESEND_SECONDS * 1000 - Date.now() : 0;
        if (waitMs > 0) {
          throw accountErrors.codeResendTooSoon({ seconds: Math.ceil(waitMs / 1000) });
        }
      };
      // Checked before the challenge is spent, then again under a per-address lock together
      // with the insert, so two parallel requests cannot both send a code.
      await assertWaited(db);
      await deps.captcha.assertSolved(input.token, caller.ip);
      await db.transaction(async (tx) => {
        await repo.lockEmailCodes(tx, input.email);
        await assertWaited(tx);
        await repo.insertEmailCode(tx, {
          email: input.email,
          purpose: "register",
          codeHash: hashEmailCode(input.email, code),
          expiresAt: new Date(Date.now() + minutes(CODE_TTL_MINUTES)),
        });
      });
      await deps.mail.sendMail(signupCodeMail(input.email, code, caller.language, deps.productName));
    },

    async verifySignupCode(input: VerifyCodeRequest): Promise<boolean> {
      await checkCode(input.email, input.code);
      return true;
    },

    /**
     * Creates the account and signs it in (ADR 101). The form only registers once the agreement
     * box is ticked, so the account starts with the agreement accepted at today's version.
     */
    async signup(input: SignupRequest, caller: Caller): Promise<{ user: UserRow; token: string }> {
      if (input.country && !isKnownCountry(input.country)) throw accountErrors.countryUnknown();
      if (input.password !== input.confirm_password) throw accountErrors.passwordMismatch();
      // A signup ends with a session, so it is held to login's limits: a locked account or
      // address gets no session this way either, and a wrong code counts like a wrong password.
      const attempt = await takeAttempt(db, "login_failure", input.email, caller.ip);
      let failed = false;
      try {
        if (await repo.findUserByEmail(db, input.email)) throw accountErrors.emailExists();
        const codeRow = await checkCode(input.email, input.code).catch((error: unknown) => {
          failed = true;
          throw error;
        });
        const passwordHash = await hashPassword(input.password);
        const termsVersion = await agreementVersion(db);
        const user = await db.transaction(async (tx) => {
          // Using the code and creating the account commit together: a lost race on the address
          // rolls the code back so the winner's rival can still see a clear "exists" message.
          if (!(await repo.markEmailCodeUsed(tx, codeRow.id))) {
            throw accountErrors.codeInvalid();
          }
          const created = await repo.insertUser(tx, {
            email: input.email,
            passwordHash,
            firstName: input.first_name,
            lastName: input.last_name,
            country: input.country ?? null,
            signupSource: input.from ?? null,
            language: caller.language,
            // The console may have changed the allowance since the start (issue #25); read it here.
            testIpsLeft: await testIpsForNewAccount(tx, deps.testIpsPerAccount),
            termsVersion,
            termsAcceptedAt: new Date(),
          });
          if (!created) throw accountErrors.emailExists();
          return created;
        });
        return { user, token: await openSession(user.id) };
      } finally {
        if (!failed) await releaseAttempt(db, attempt);
      }
    },

    /** Same answer whether or not the address has an account; only known ones get a link. */
    async requestPasswordReset(email: string, caller: Caller): Promise<void> {
      await takeAttempt(db, "reset_request", email, caller.ip);
      const user = await repo.findUserByEmail(db, email);
      if (!user) return;
      const token = newSecretToken();
      await repo.insertPasswordReset(
        db,
        user.id,
        hashSecret(token),
        new Date(Date.now() + minutes(RESET_TOKEN_TTL_MINUTES)),
      );
      const link = new URL(`/resetpassword?token=${token}`, deps.publicUrl).href;
      // Delivered after the answer: waiting on SMTP only for known addresses would tell them apart.
      void deps.mail
        .sendMail(passwordResetMail(user.email, link, user.language, deps.productName))
        .catch((error: unknown) => deps.log.error({ err: error }, "password reset mail failed"));
    },

    async resetPassword(input: ResetPasswordRequest): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const userId = await repo.consumePasswordReset(tx, hashSecret(input.token));
        if (!userId) throw accountErrors.resetTokenInvalid();
        await repo.updateUserPassword(tx, userId, passwordHash);
        // A reset ends every session: whoever knew the old password is signed out too.
        await repo.revokeUserSessions(tx, userId);
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
