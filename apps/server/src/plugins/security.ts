import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ThirdPartyOrigins } from "./third-party-origins.ts";

export type CspNonce = { script: string; style: string };

declare module "fastify" {
  interface FastifyRequest {
    /** Per-request nonces: the SSR plugin hands them to the web app for its inline tags. */
    cspNonce: CspNonce;
  }
}

export type SecurityOptions = {
  /**
   * Development only: Vite's dev client injects <style> tags it cannot nonce and talks to its
   * HMR server over a WebSocket, so styles fall back to 'unsafe-inline' (a nonce in the list
   * would make browsers ignore it) and connect-src allows ws:/wss:. Production never sets this.
   */
  viteDevServer?: boolean;
  /** Origins the configuration switched on (Turnstile, a chat provider); none by default. */
  thirdParty?: ThirdPartyOrigins;
};

// Helmet computes the header from the raw Node request; this is where it finds that
// request's nonces without reaching into Fastify internals.
const noncesByRawRequest = new WeakMap<IncomingMessage, CspNonce>();
const nonceOf = (req: IncomingMessage) => noncesByRawRequest.get(req) ?? { script: "", style: "" };

async function security(app: FastifyInstance, options: SecurityOptions) {
  app.decorateRequest("cspNonce", null as unknown as CspNonce);
  // Registered before helmet so the nonces exist when helmet's onRequest writes the header.
  app.addHook("onRequest", async (request) => {
    const nonce = { script: randomBytes(16).toString("base64url"), style: randomBytes(16).toString("base64url") };
    request.cspNonce = nonce;
    noncesByRawRequest.set(request.raw, nonce);
  });

  const dev = options.viteDevServer === true;
  const extra = options.thirdParty ?? { script: [], frame: [], connect: [], img: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra.script, (req) => `'nonce-${nonceOf(req).script}'`],
        styleSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", (req) => `'nonce-${nonceOf(req).style}'`],
        // React renders `style={...}` props as attributes; nonces cannot cover attributes.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...extra.img],
        fontSrc: ["'self'", "data:"],
        connectSrc: dev ? ["'self'", "ws:", "wss:", ...extra.connect] : ["'self'", ...extra.connect],
        frameSrc: ["'self'", ...extra.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Same-origin only assets; cross-origin isolation headers would break the payment
    // provider redirects later and buy nothing here.
    crossOriginEmbedderPolicy: false,
  });
}

export default fp(security, { name: "security" });
