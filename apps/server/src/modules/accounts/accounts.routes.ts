import {
  acceptTerms,
  emailExists,
  findPassword,
  login,
  logout,
  resetPassword,
  sendCode,
  signup,
  verifyCode,
} from "@portico/contracts";
import { CODE_RESEND_SECONDS } from "@portico/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import type { AccountsService, Caller } from "./accounts.service.ts";

const caller = (request: FastifyRequest): Caller => ({ ip: request.ip, language: request.language });

/** Login, logout, signup with an emailed code, password recovery (spec 01 §2–§9). */
export default async function accountsRoutes(app: FastifyInstance, options: { accounts: AccountsService }) {
  const { accounts } = options;

  registerEndpoint(app, login, async ({ input, request }) => {
    const { token, termsAccepted } = await accounts.login(input, caller(request));
    return { token, terms_accepted: termsAccepted };
  });

  registerEndpoint(app, acceptTerms, async ({ principal }) => {
    const { version, acceptedAt } = await accounts.acceptTerms(principal);
    return { terms_version: version, accepted_at: Math.floor(acceptedAt.getTime() / 1000) };
  });

  registerEndpoint(app, logout, async ({ principal }) => {
    // Only a session holds the `session` scope: an API key never reaches this.
    if (principal.actor.kind === "session") await accounts.logout(principal.actor.sessionId);
    return { revoked: true };
  });

  registerEndpoint(app, emailExists, async ({ input }) => ({ exists: await accounts.emailExists(input.email) }));

  registerEndpoint(app, sendCode, async ({ input, request }) => {
    await accounts.sendSignupCode(input, caller(request));
    return { resend_after: CODE_RESEND_SECONDS };
  });

  registerEndpoint(app, verifyCode, async ({ input }) => ({ valid: await accounts.verifySignupCode(input) }));

  registerEndpoint(app, signup, async ({ input, request }) => {
    const { user, token } = await accounts.signup(input, caller(request));
    return { uid: user.id, token };
  });

  registerEndpoint(app, findPassword, async ({ input, request }) => {
    await accounts.requestPasswordReset(input.username, caller(request));
    return { sent: true as const };
  });

  registerEndpoint(app, resetPassword, async ({ input }) => {
    await accounts.resetPassword(input);
    return { reset: true as const };
  });
}
