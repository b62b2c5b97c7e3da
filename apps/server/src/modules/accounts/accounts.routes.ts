import {
  ApiPath,
  EmailExistsRequestSchema,
  EmailExistsResponseSchema,
  FindPasswordRequestSchema,
  FindPasswordResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  okEnvelope,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
  SendCodeRequestSchema,
  SendCodeResponseSchema,
  SignupRequestSchema,
  SignupResponseSchema,
  VerifyCodeRequestSchema,
  VerifyCodeResponseSchema,
} from "@portico/contracts";
import { CODE_RESEND_SECONDS } from "@portico/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../plugins/envelope.ts";
import type { AccountsService, Caller } from "./accounts.service.ts";
import { requireAuth } from "./session-auth.ts";

const caller = (request: FastifyRequest): Caller => ({ ip: request.ip, language: request.language });
const tags = ["accounts"];

/** Login, logout, signup with an emailed code, password recovery (spec 01 §2–§9). */
export default async function accountsRoutes(app: FastifyInstance, options: { accounts: AccountsService }) {
  const { accounts } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    ApiPath.login,
    {
      schema: {
        tags,
        summary: "Log in with email, MD5 password digest and a solved bot challenge",
        body: LoginRequestSchema,
        response: { 200: okEnvelope(LoginResponseSchema) },
      },
    },
    async (request) => ok({ token: await accounts.login(request.body, caller(request)) }),
  );

  api.post(
    ApiPath.logout,
    {
      schema: {
        tags,
        summary: "End the session of the token header",
        response: { 200: okEnvelope(LogoutResponseSchema) },
      },
    },
    async (request) => {
      await accounts.logout(requireAuth(request).sessionId);
      return ok({ revoked: true });
    },
  );

  api.post(
    ApiPath.emailExists,
    {
      schema: {
        tags,
        summary: "Whether an account uses this email",
        body: EmailExistsRequestSchema,
        response: { 200: okEnvelope(EmailExistsResponseSchema) },
      },
    },
    async (request) => ok({ exists: await accounts.emailExists(request.body.email) }),
  );

  api.post(
    ApiPath.sendCode,
    {
      schema: {
        tags,
        summary: "Email a 6-digit signup code (one a minute per address)",
        body: SendCodeRequestSchema,
        response: { 200: okEnvelope(SendCodeResponseSchema) },
      },
    },
    async (request) => {
      await accounts.sendSignupCode(request.body, caller(request));
      return ok({ resend_after: CODE_RESEND_SECONDS });
    },
  );

  api.post(
    ApiPath.verifyCode,
    {
      schema: {
        tags,
        summary: "Check a signup code without using it up",
        body: VerifyCodeRequestSchema,
        response: { 200: okEnvelope(VerifyCodeResponseSchema) },
      },
    },
    async (request) => ok({ valid: await accounts.verifySignupCode(request.body) }),
  );

  api.post(
    ApiPath.signup,
    {
      schema: {
        tags,
        summary: "Create an account with the emailed code",
        body: SignupRequestSchema,
        response: { 200: okEnvelope(SignupResponseSchema) },
      },
    },
    async (request) => ok({ uid: (await accounts.signup(request.body, caller(request))).id }),
  );

  api.post(
    ApiPath.findPassword,
    {
      schema: {
        tags,
        summary: "Email a password reset link (same answer for unknown addresses)",
        body: FindPasswordRequestSchema,
        response: { 200: okEnvelope(FindPasswordResponseSchema) },
      },
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body.username, caller(request));
      return ok({ sent: true as const });
    },
  );

  api.post(
    ApiPath.resetPassword,
    {
      schema: {
        tags,
        summary: "Set a new password with a reset token; ends every session",
        body: ResetPasswordRequestSchema,
        response: { 200: okEnvelope(ResetPasswordResponseSchema) },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body);
      return ok({ reset: true as const });
    },
  );
}
