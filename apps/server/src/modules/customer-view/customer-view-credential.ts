import { CUSTOMER_VIEW_TOKEN_PREFIX } from "@portico/contracts";
import type { FastifyRequest } from "fastify";
import type { CredentialResolver } from "../../plugins/auth/credential.ts";
import { customerViewErrors } from "./customer-view.errors.ts";
import type { CustomerViews, ViewRequestMeta } from "./customer-view.service.ts";

const TOKEN_HEADER = "token";

/** Reads need no record of their own; every other method may change something. */
const READ_METHODS = new Set(["GET", "HEAD"]);

export function viewRequestMeta(request: FastifyRequest): ViewRequestMeta {
  const agent = request.headers["user-agent"];
  return { requestId: request.id, ip: request.ip, userAgent: typeof agent === "string" ? agent : null };
}

/**
 * A staff view's token (ADR 431), in the customer's `token` header with its own prefix: the
 * customer's account, read-only or acting by the view's mode. A view over its time, ended, or
 * outliving its console session answers 401, which sends the user centre's tab away. In a view
 * that acts, a request that may change something is audited before it reaches its handler and
 * again with its answer.
 */
export function customerViewCredential(views: CustomerViews): CredentialResolver {
  return {
    scheme: "customer_view",
    present: (headers) => {
      const token = headers[TOKEN_HEADER];
      return typeof token === "string" && token.startsWith(CUSTOMER_VIEW_TOKEN_PREFIX);
    },
    resolve: async (request, reply) => {
      const principal = await views.principalOf(request.headers[TOKEN_HEADER] as string);
      if (principal?.actor.kind !== "staff_view") return null;
      const { actor } = principal;
      if (actor.mode === "act" && !READ_METHODS.has(request.method)) {
        const endpoint = `${request.method} ${request.routeOptions.url ?? request.url}`;
        const meta = viewRequestMeta(request);
        await views.actRequested(actor, principal.accountId, endpoint, meta);
        reply.raw.once("finish", () => {
          views.actAnswered(actor, principal.accountId, endpoint, meta, reply.statusCode).catch((error: unknown) => {
            request.log.error({ err: error }, "the audit of a customer view's answer failed");
          });
        });
      }
      return principal;
    },
    refused: () => customerViewErrors.ended(),
  };
}
