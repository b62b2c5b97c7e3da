import {
  CommonError,
  type Endpoint,
  type EndpointData,
  type EndpointParsedInput,
  ErrorEnvelopeSchema,
  okEnvelope,
  type SessionRule,
} from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { commonErrors } from "./common-errors.ts";
import { ok } from "./envelope.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The endpoint's session rule; the session plugin reads it for each request. */
    session?: SessionRule;
  }
}

/** The security scheme of the `token` header in the OpenAPI document. */
export const SESSION_SECURITY_SCHEME = "session";

type SessionOf<E extends Endpoint> = E["session"] extends "required"
  ? NonNullable<FastifyRequest["auth"]>
  : FastifyRequest["auth"];

export type EndpointContext<E extends Endpoint> = {
  /** The validated query (GET) or body (POST), after coercion and defaults. */
  input: EndpointParsedInput<E>;
  /** The caller's live session: always present when the endpoint requires one. */
  auth: SessionOf<E>;
  language: UiLanguage;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type EndpointHandler<E extends Endpoint> = (context: EndpointContext<E>) => Promise<EndpointData<E>>;

/**
 * The failure envelope for each status an endpoint may answer — its own codes, validation,
 * sessions and our own failures — described by the codes it carries there.
 */
function failureResponses(endpoint: Endpoint): Record<number, z.ZodType> {
  const codes = [CommonError.validation_failed, ...endpoint.errors, CommonError.internal_error];
  if (endpoint.session !== "none") codes.push(CommonError.unauthorized);
  const byStatus = new Map<number, Set<string>>();
  for (const { code, status } of codes) byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  return Object.fromEntries([...byStatus].map(([status, names]) => [status, describedEnvelope([...names])]));
}

/** One described schema per set of codes, shared by the routes that answer the same ones. */
const envelopes = new Map<string, z.ZodType>();
function describedEnvelope(codes: string[]): z.ZodType {
  const description = `error: ${codes.join(", ")}`;
  const known = envelopes.get(description);
  if (known) return known;
  const schema = ErrorEnvelopeSchema.describe(description);
  envelopes.set(description, schema);
  return schema;
}

const security: Record<SessionRule, Record<string, string[]>[]> = {
  none: [],
  // Anonymous, or with a token that must then be live.
  optional: [{}, { [SESSION_SECURITY_SCHEME]: [] }],
  required: [{ [SESSION_SECURITY_SCHEME]: [] }],
};

/**
 * Registers one endpoint of the contract: its method and path, input validation, the response
 * schema (success envelope and the failure envelope for each status it may answer), the session
 * rule, and the OpenAPI entry. The handler returns the data; the envelope is added here.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  config: Omit<FastifyContextConfig, "session"> = {},
): void {
  const response: Record<number, z.ZodType> = {
    200: endpoint.envelope === false ? endpoint.response : okEnvelope(endpoint.response),
    ...failureResponses(endpoint),
  };

  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...config, session: endpoint.session },
    schema: {
      operationId: endpoint.operationId,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      security: security[endpoint.session],
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response,
    },
    handler: async (request, reply) => {
      const auth = request.auth;
      if (endpoint.session === "required" && !auth) throw commonErrors.unauthorized();
      const data = await handler({
        input: (endpoint.method === "GET" ? request.query : request.body) as EndpointParsedInput<E>,
        auth: auth as SessionOf<E>,
        language: request.language,
        request,
        reply,
      });
      return endpoint.envelope === false ? data : ok(data);
    },
  });
}
