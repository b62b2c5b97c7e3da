import type { IncomingHttpHeaders } from "node:http";
import {
  type AccessRule,
  API_KEY_SCOPES,
  CommonError,
  describeAccess,
  type Endpoint,
  type EndpointData,
  type EndpointParsedInput,
  ErrorEnvelopeSchema,
  okEnvelope,
  StaffError,
} from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { AppError } from "./app-error.ts";
import { enforceAccess } from "./auth/enforce-access.ts";
import type { PrincipalFor } from "./auth/principal.ts";
import { ok } from "./envelope.ts";
import { type CachedBody, cachedBodyOf, sendCached } from "./public-cache/cached-body.ts";
import type { FrontDoor } from "./public-cache/front-door.ts";
import type { MemoCache } from "./public-cache/memo-cache.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Answers repeated requests for cached answers before routing (front-door.ts, ADR 013). */
    frontDoor?: FrontDoor;
    /** Records a staff member's call their access refused (the audit module sets it). */
    staffRefused?: (request: FastifyRequest, endpoint: Endpoint, code: string) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** The error codes the endpoint's definition declares it may answer (the errors plugin holds it to them). */
    answers?: ReadonlySet<string>;
  }
}

/** The security schemes of the OpenAPI document: the session's `token` header, API keys, the gateway's service token, the staff cookie. */
export const SECURITY_SCHEMES = { session: "session", apiKey: "apiKey", service: "service", staff: "staff" } as const;

export type EndpointContext<E extends Endpoint> = {
  /** The validated query (GET) or body (POST), after coercion and defaults. */
  input: EndpointParsedInput<E>;
  /**
   * Who is calling (ADR 408), typed by the endpoint's rule: a customer endpoint's handler always
   * gets a customer principal holding the endpoint's scope; a public one gets one or null.
   */
  principal: PrincipalFor<E["access"]>;
  language: UiLanguage;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type EndpointHandler<E extends Endpoint> = (context: EndpointContext<E>) => Promise<EndpointData<E>>;

/**
 * The failure envelope for each status an endpoint may answer — its own codes, validation,
 * access and our own failures — described by the codes it carries there.
 */
function failureResponses(endpoint: Endpoint): Record<number, z.ZodType> {
  const codes = declaredCodes(endpoint);
  const byStatus = new Map<number, Set<string>>();
  for (const { code, status } of codes) byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  return Object.fromEntries([...byStatus].map(([status, names]) => [status, describedEnvelope([...names])]));
}

/** Every code an endpoint may answer: its own, validation, its access rule's, and our own failure (the fuzzer holds answers to it). */
export function declaredCodes(endpoint: Endpoint) {
  return [
    CommonError.validation_failed,
    ...endpoint.errors,
    ...accessCodes(endpoint.access, endpoint.method),
    CommonError.internal_error,
  ];
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

/** What the access rule itself may answer (enforce-access.ts and the credential resolvers). */
function accessCodes(rule: AccessRule, method: Endpoint["method"]) {
  switch (rule.kind) {
    // A credential that is not live answers 401; an API key past its rate limit 429.
    case "public":
      return rule.credential === "ignored" ? [] : [CommonError.unauthorized, CommonError.rate_limited];
    case "customer":
      return [CommonError.unauthorized, CommonError.forbidden, CommonError.rate_limited];
    // A dead staff cookie answers 401; a mutation without the console's header, or a `reauth`
    // rule without a fresh code, 403 of its own.
    case "staff":
      return [
        CommonError.forbidden,
        CommonError.not_found,
        CommonError.unauthorized,
        ...(method === "POST" ? [StaffError.staff_console_header_required] : []),
        ...(rule.reauth ? [StaffError.staff_reauth_required] : []),
      ];
    // Anyone but the service is answered as if no route were there; a wrong service token, or any
    // other dead credential, is refused before that (401), and a key past its limit gets 429.
    case "internal":
      return [CommonError.not_found, CommonError.unauthorized, CommonError.rate_limited];
  }
}

const keyScopes: readonly string[] = API_KEY_SCOPES;

/** The OpenAPI `security` of an operation: which credentials reach it, with the scope an API key needs. */
function securityOf(rule: AccessRule): Record<string, string[]>[] {
  const { session, apiKey, service, staff } = SECURITY_SCHEMES;
  switch (rule.kind) {
    case "public":
      // Anonymous, or with a credential that must then be live.
      return rule.credential === "ignored" ? [] : [{}, { [session]: [] }, { [apiKey]: [] }];
    case "customer":
      return keyScopes.includes(rule.scope) ? [{ [session]: [] }, { [apiKey]: [rule.scope] }] : [{ [session]: [] }];
    case "internal":
      return [{ [service]: [] }];
    case "staff":
      return [{ [staff]: [rule.permission] }];
  }
}

export type EndpointOptions<E extends Endpoint = Endpoint> = {
  config?: Omit<FastifyContextConfig, "access">;
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
  /** A larger body than Fastify's 1 MiB default (an uploaded file's content). */
  bodyLimit?: number;
};

/** Browsers and CDNs may keep a catalogue answer but ask every time whether it is still current. */
const CACHED_ANSWER_CONTROL = "public, no-cache";
const CACHED_ANSWER_TYPE = "application/json; charset=utf-8";
/** The request header a cached answer depends on besides Accept-Encoding (the language). */
const CACHED_ANSWER_VARY = "accept-language";

/**
 * Registers one endpoint of the contract: its method and path, input validation, the response
 * schema (success envelope and the failure envelope for each status it may answer), the access
 * rule (enforced before the handler runs), and the OpenAPI entry. The handler returns the data; the envelope is added here.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions<E> = {},
): void {
  // The type requires a rule; a definition built at run time (or in JavaScript) is held to it here.
  if (!endpoint.access) throw new Error(`endpoint ${endpoint.operationId} has no access rule`);
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

  const rule = endpoint.access;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: {
      ...options.config,
      access: rule,
      answers: new Set(declaredCodes(endpoint).map(({ code }) => code)),
    },
    // The rule is checked before the input is: a caller without access gets 401/403/404, never a
    // validation answer. The auth plugin resolves the principal in a hook put before this one.
    ...(rule.kind === "public"
      ? {}
      : {
          preValidation: async (request: FastifyRequest) => {
            try {
              enforceAccess(rule, request.principal ?? null, endpoint.path);
            } catch (error) {
              // A staff member refused by the rule (a permission their roles lack, a stale code):
              // the audit keeps the attempt (ADR 421). Anyone else is answered as if nothing were there.
              if (rule.kind === "staff" && request.principal?.kind === "staff" && error instanceof AppError)
                await request.server.staffRefused?.(request, endpoint, error.code);
              throw error;
            }
          },
        }),
    schema: {
      operationId: endpoint.operationId,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      description: describeAccess(endpoint.access),
      security: securityOf(endpoint.access),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response,
    },
    handler: async (request, reply) => {
      const principal = request.principal ?? null;
      const input = (endpoint.method === "GET" ? request.query : request.body) as EndpointParsedInput<E>;
      const run = async () => {
        const data = await handler({
          input,
          principal: principal as PrincipalFor<E["access"]>,
          language: request.language,
          request,
          reply,
        });
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
