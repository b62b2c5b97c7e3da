import type { Language } from "./language/language.codes.ts";
import type { PublicConfig } from "./public-config.ts";
import type { ApiTransport } from "./transport.ts";

/**
 * What the server hands the web app for one server-rendered request. The web build's
 * `entry.server` exports `createAppLoadContext(deps: SsrRequestDeps)` which turns this into
 * React Router's `RouterContextProvider`; the server never imports web source, only the build.
 */
export type SsrRequestDeps = {
  /** In-process API transport (Fastify inject) carrying this request's language and token. */
  api: ApiTransport;
  /** Per-request CSP nonces: inline scripts and Mantine's inline <style> tags carry them. */
  cspNonce: { script: string; style: string };
  /** The language this request renders in (cookie `language`, else the Accept-Language rule). */
  language: Language;
  publicConfig: PublicConfig;
};
