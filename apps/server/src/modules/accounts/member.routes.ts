import { memberAuthorities, memberInfo } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { presentMemberAuthorities, presentMemberInfo } from "./member.presenter.ts";

/** GET /api/member/info and /api/member/authorities (spec 02 §7): the logged-in customer. */
export default async function memberRoutes(app: FastifyInstance, options: { maxChargeAmount: number }) {
  registerEndpoint(app, memberInfo, async ({ auth }) => presentMemberInfo(auth.user));
  registerEndpoint(app, memberAuthorities, async ({ auth }) =>
    presentMemberAuthorities(auth.user, options.maxChargeAmount),
  );
}
