import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { SECURITY_SCHEMES } from "./endpoint-route.ts";

export const API_DOCS_PREFIX = "/api/docs";

// The reference UI is a prebuilt bundle with an inline bootstrap script and inline styles it
// cannot nonce; it gets its own policy, on its own routes only. Still no third-party origins.
const docsContentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-inline'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/**
 * OpenAPI generated from the contract's endpoint definitions (through their route schemas),
 * served as JSON at /api/docs/openapi.json and as a reference UI at /api/docs: an operationId
 * per endpoint, its access rule (the session, API-key and service schemes, the scope a key needs), and the
 * failure envelope per status.
 */
async function apiDocs(app: FastifyInstance, options: { productName: string; publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${options.productName} API`,
        version: "1.0.0",
        description:
          'Every JSON answer is an envelope: `{ code: 1, msg: "ok", data }` on success, ' +
          "`{ code: 0, msg, error }` on failure with a true HTTP status; `msg` follows Accept-Language " +
          "(en, zh-CN) and `error` is the stable code to branch on. A server run with API_ENVELOPE=accept " +
          "or require takes requests sealed with AES-GCM under a session key wrapped by the key of " +
          "GET /api/crypto/public_key (require refuses plain ones with `envelope_required`); the steps " +
          "and a Node.js client are in the repository's docs/api-envelope.md.",
        license: { name: "MIT", identifier: "MIT" },
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          [SECURITY_SCHEMES.session]: {
            type: "apiKey",
            in: "header",
            name: "token",
            description:
              "The session token that POST /api/user/login and POST /api/user/register answer with. " +
              "It holds every customer scope. A staff member's view of a customer's account, opened in the " +
              "console, sends its own `cv_…` token in the same header: the `:read` scopes, or for a view that " +
              "acts every scope a full key holds but `account:write`.",
          },
          [SECURITY_SCHEMES.apiKey]: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "pk_live_…",
            description:
              "An API key made in the user centre (/ucenter/api-keys/): `Authorization: Bearer pk_live_…`. " +
              "A read-only key holds the `:read` scopes, a full key every scope but `keys:manage` and " +
              "`session`; each operation lists the scope it needs. Example: " +
              "`curl -H 'Authorization: Bearer pk_live_…' https://<host>/api/member/wallet`.",
          },
          [SECURITY_SCHEMES.staff]: {
            type: "apiKey",
            in: "cookie",
            name: "portico_staff",
            description:
              "The operator console's session cookie, set by POST /api/console/login and reaching the " +
              "`/api/console/` endpoints only after the second factor. Each operation names the permission it needs; " +
              "every POST also needs the header `x-portico-console: 1`.",
          },
          [SECURITY_SCHEMES.service]: {
            type: "http",
            scheme: "bearer",
            description:
              "The proxy gateway's service token, the server's GATEWAY_SERVICE_TOKEN: `Authorization: Bearer <token>` " +
              "(never `pk_live_…`). Only the `/api/internal/` endpoints take it; to anyone else they answer 404.",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(async (docs) => {
    docs.addHook("onRoute", (route) => {
      // @fastify/helmet reads per-route settings from `config.helmet`.
      route.config = {
        ...route.config,
        helmet: { contentSecurityPolicy: docsContentSecurityPolicy },
      } as typeof route.config;
    });
    const reference = lazyReference(() => app.swagger(), options.productName);
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await (await reference()).inject({ method: "GET", url: request.url });
      if (answer.statusCode === 404) return reply.callNotFound();
      for (const name of ["content-type", "content-disposition", "location", "access-control-allow-origin"]) {
        const value = answer.headers[name];
        if (value !== undefined) reply.header(name, value);
      }
      return reply.status(answer.statusCode).send(answer.rawPayload);
    };
    for (const url of [API_DOCS_PREFIX, `${API_DOCS_PREFIX}/*`]) {
      docs.get(url, { schema: { hide: true }, logLevel: "warn" }, forward);
    }
  });
}

/**
 * The reference UI (@scalar/fastify-api-reference) is a 4.4 MB module, its page script inlined:
 * loading it at start cost a quarter of a second of every restart (ADR 009). It is loaded at the
 * first request under /api/docs instead, registered on a small inner instance that serves the
 * OpenAPI document of the app; the app forwards those requests to it.
 */
function lazyReference(openapi: () => unknown, productName: string): () => Promise<FastifyInstance> {
  let inner: Promise<FastifyInstance> | undefined;
  return () => {
    inner ??= (async () => {
      const { default: apiReference } = await import("@scalar/fastify-api-reference");
      const reference = Fastify({ logger: false });
      await reference.register(apiReference, {
        routePrefix: API_DOCS_PREFIX,
        configuration: { title: `${productName} API`, content: openapi },
      });
      await reference.ready();
      return reference;
    })();
    return inner;
  };
}

export default fp(apiDocs, { name: "api-docs" });
