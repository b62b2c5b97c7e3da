import { memberAuthorities, memberInfo } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { walletFigures } from "../wallet/wallet.service.ts";
import { accountOf } from "./customer.service.ts";
import { presentMemberAuthorities, presentMemberInfo } from "./member.presenter.ts";

/** GET /api/member/info and /api/member/authorities (spec 02 §7): the logged-in customer. */
export default async function memberRoutes(app: FastifyInstance, options: { db: Db; maxChargeAmount: number }) {
  registerEndpoint(app, memberInfo, async ({ principal }) =>
    presentMemberInfo(await accountOf(options.db, principal.accountId)),
  );
  registerEndpoint(app, memberAuthorities, async ({ principal }) => {
    const [account, { creditLimitCents }] = await Promise.all([
      accountOf(options.db, principal.accountId),
      walletFigures(options.db, principal.accountId),
    ]);
    return presentMemberAuthorities(account, options.maxChargeAmount, creditLimitCents > 0);
  });
}
