import type { IncomingHttpHeaders } from "node:http";
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
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { commonErrors } from "./common-errors.ts";
import { ok } from "./envelope.ts";
import { type CachedBody, cachedBodyOf, sendCached } from "./public-cache/cached-body.ts";
import type { FrontDoor } from "./public-cache/front-door.ts";
import type { MemoCache } from "./public-cache/memo-cache.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Answers repeated requests for cached answers before routing (front-door.ts, ADR 013). */
    frontDoor?: FrontDoor;
  }
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

export type EndpointOptions<E extends Endpoint = Endpoint> = {
  config?: Omit<FastifyContextConfig, "session">;
  /**
   * A public answer that is the same for every caller of one language and input (the catalogue,
   * ADR 011): the handler runs on a miss only, its answer is serialised once and kept in this
   * cache, and each response carries an ETag (304 when the client has it) and a Cache-Control
   * that has browsers and CDNs check it back. The handler must not read the session.
   */
  cache?: MemoCache<CachedBody>;
  /**
   * Runs for every successful answer, from the cache or not: what a cached answer must still
   * record per request (an article's views).
   */
  onAnswered?: (input: EndpointParsedInput<E>, request: { headers: IncomingHttpHeaders }) => void;
};

/** Browsers and CDNs may keep a catalogue answer but ask every time whether it is still current. */
const CACHED_ANSWER_CONTROL = "public, no-cache";
const CACHED_ANSWER_TYPE = "application/json; charset=utf-8";
/** The request header a cached answer depends on besides Accept-Encoding (the language). */
const CACHED_ANSWER_VARY = "accept-language";

/**
 * Registers one endpoint of the contract: its method and path, input validation, the response
 * schema (success envelope and the failure envelope for each status it may answer), the session
 * rule, and the OpenAPI entry. The handler returns the data; the envelope is added here.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions<E> = {},
): void {
  const response: Record<number, z.ZodType> = {
    200: endpoint.envelope === false ? endpoint.response : okEnvelope(endpoint.response),
    ...failureResponses(endpoint),
  };
  const cache = options.cache;
  // The same encoding the route's serializer applies, run once per cached answer.
  const serialize = serializerCompiler({
    schema: response[200] as z.ZodType,
    method: endpoint.method,
    url: endpoint.path,
    httpStatus: "200",
  } as Parameters<typeof serializerCompiler>[0]);

  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, session: endpoint.session },
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
      const input = (endpoint.method === "GET" ? request.query : request.body) as EndpointParsedInput<E>;
      const run = async () => {
        const data = await handler({ input, auth: auth as SessionOf<E>, language: request.language, request, reply });
        return endpoint.envelope === false ? data : ok(data);
      };
      const { onAnswered } = options;
      if (!cache) {
        const data = await run();
        onAnswered?.(input, request);
        return data;
      }
      const inputKey = JSON.stringify(input);
      const keyFor = (language: string) => `${endpoint.path} ${language} ${inputKey}`;
      // A fresh answer is sent at once; only a miss waits on a promise (one load per key).
      const key = keyFor(request.language);
      const held = cache.peek(key);
      const cached =
        held?.fresh === true
          ? held.value
          : await cache.get(key, async () => cachedBodyOf(serialize(await run()) as string));
      onAnswered?.(input, request);
      // The same URL is the same input: the front door may answer it from this cache next time
      // (a sealed request's URL is not its input: ADR 012).
      if (!request.envelope?.nonce)
        app.frontDoor?.rememberAnswer(request.url, {
          cache,
          keyFor,
          route: endpoint.path,
          contentType: CACHED_ANSWER_TYPE,
          cacheControl: CACHED_ANSWER_CONTROL,
          vary: CACHED_ANSWER_VARY,
          onAnswered: onAnswered && ((raw) => onAnswered(input, raw)),
        });
      return sendCached(request, reply, cached, CACHED_ANSWER_TYPE, CACHED_ANSWER_CONTROL, CACHED_ANSWER_VARY);
    },
  });
}
