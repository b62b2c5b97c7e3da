import swagger from "@fastify/swagger";
import apiReference from "@scalar/fastify-api-reference";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

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

/** OpenAPI from the zod route schemas, served as JSON and as a reference UI at /api/docs. */
async function apiDocs(app: FastifyInstance, options: { productName: string; publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: `${options.productName} API`, version: "1.0.0" },
      servers: [{ url: options.publicUrl }],
    },
    transform: jsonSchemaTransform,
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
