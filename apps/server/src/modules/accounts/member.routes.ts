import { ApiPath, MemberAuthoritiesSchema, MemberInfoSchema, okEnvelope } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../plugins/envelope.ts";
import { presentMemberAuthorities, presentMemberInfo } from "./member.presenter.ts";
import { requireAuth } from "./session-auth.ts";

/** GET /api/member/info and /api/member/authorities (spec 02 §7): the logged-in customer. */
export default async function memberRoutes(app: FastifyInstance, options: { maxChargeAmount: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    ApiPath.memberInfo,
    {
      schema: {
        tags: ["member"],
        summary: "The logged-in customer's profile",
        response: { 200: okEnvelope(MemberInfoSchema) },
      },
    },
    async (request) => ok(presentMemberInfo(requireAuth(request).user)),
  );
  api.get(
    ApiPath.memberAuthorities,
    {
      schema: {
        tags: ["member"],
        summary: "What the server lets this customer see: test IPs, credit tile, top-up maximum",
        response: { 200: okEnvelope(MemberAuthoritiesSchema) },
      },
    },
    async (request) => ok(presentMemberAuthorities(requireAuth(request).user, options.maxChargeAmount)),
  );
}
