import { memberAuthorities, memberInfo } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { walletFigures } from "../wallet/wallet.service.ts";
import { presentMemberAuthorities, presentMemberInfo } from "./member.presenter.ts";

/** GET /api/member/info and /api/member/authorities (spec 02 §7): the logged-in customer. */
export default async function memberRoutes(app: FastifyInstance, options: { db: Db; maxChargeAmount: number }) {
  registerEndpoint(app, memberInfo, async ({ auth }) => presentMemberInfo(auth.user));
  registerEndpoint(app, memberAuthorities, async ({ auth }) => {
    const { creditLimitCents } = await walletFigures(options.db, auth.user.id);
    return presentMemberAuthorities(auth.user, options.maxChargeAmount, creditLimitCents > 0);
  });
}
