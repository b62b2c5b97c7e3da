import { memberAuthorities, memberInfo } from "@portico/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { walletFigures } from "../wallet/wallet.service.ts";
import { accountOf } from "./customer.service.ts";
import { presentMemberAuthorities, presentMemberInfo } from "./member.presenter.ts";
import { sessionUserOf } from "./session-credential.ts";

/** GET /api/member/info and /api/member/authorities (spec 02 §7): the logged-in customer. */
export default async function memberRoutes(app: FastifyInstance, options: { db: Db; maxChargeAmount: number }) {
  // A session's user was read with the session; an API key's caller is read here.
  const account = (request: FastifyRequest, accountId: string) =>
    sessionUserOf(request) ?? accountOf(options.db, accountId);
  registerEndpoint(app, memberInfo, async ({ principal, request }) =>
    presentMemberInfo(await account(request, principal.accountId)),
  );
  registerEndpoint(app, memberAuthorities, async ({ principal, request }) => {
    const [user, { creditLimitCents }] = await Promise.all([
      account(request, principal.accountId),
      walletFigures(options.db, principal.accountId),
    ]);
    return presentMemberAuthorities(user, options.maxChargeAmount, creditLimitCents > 0);
  });
}
