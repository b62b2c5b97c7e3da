import swagger from "@fastify/swagger";
import apiReference from "@scalar/fastify-api-reference";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { SESSION_SECURITY_SCHEME } from "./endpoint-route.ts";

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
 * per endpoint, the `token` header as the session scheme, and the failure envelope per status.
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
          "(en, zh-CN) and `error` is the stable code to branch on.",
        license: { name: "MIT", identifier: "MIT" },
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          [SESSION_SECURITY_SCHEME]: {
            type: "apiKey",
            in: "header",
            name: "token",
            description: "The session token that POST /api/user/login and POST /api/user/register answer with.",
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
    await docs.register(apiReference, {
      routePrefix: API_DOCS_PREFIX,
      logLevel: "warn",
      configuration: { title: `${options.productName} API` },
    });
  });
}

export default fp(apiDocs, { name: "api-docs" });
