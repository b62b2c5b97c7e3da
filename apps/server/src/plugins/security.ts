import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { HelmetOptions } from "helmet";
import { NONCE_PLACEHOLDERS, type SecurityHeaderSet, securityHeaderSet } from "./security-headers.ts";
import type { ThirdPartyOrigins } from "./third-party-origins.ts";

export type CspNonce = { script: string; style: string };

declare module "fastify" {
  interface FastifyRequest {
    /**
     * Per-request nonces: the SSR plugin hands them to the web app for its inline tags. Made on
     * first read, which also puts them in the response's CSP; a response that never reads them
     * (an API answer, a probe, a cached page) goes out with the CSP without nonces.
     */
    readonly cspNonce: CspNonce;
    /** The nonces once made (security.ts). */
    cspNonceMade: CspNonce | null;
    /** The reply whose CSP the nonces go into when they are made (security.ts). */
    cspReply: FastifyReply | null;
  }
  interface FastifyContextConfig {
    /** A route's own helmet options (the API reference page's CSP), merged over the defaults. */
    helmet?: Readonly<HelmetOptions>;
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

/**
 * The headers of an answer that is data, not a document: the API's JSON, the probes, /metrics.
 * What protects data (OWASP's REST cheat sheet): no MIME sniffing, no cross-origin reads
 * (CORP), HTTPS only, never framed, no referrer, and a CSP that allows nothing at all should the
 * answer be opened as a page. Helmet's document-only headers (COOP, Origin-Agent-Cluster, DNS
 * prefetch, IE8's download option, Flash's cross-domain policies, the XSS auditor's switch) act
 * on HTML documents only; on data they were half of every API answer's headers (issue #14).
 */
const DATA_ANSWER_HELMET: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: "deny" },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Browser features no Portico page uses, switched off for the page and anything it frames
 * (Permissions-Policy; helmet does not set it): a script that got in cannot ask for them.
 */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()";

/**
 * A data answer no cache may keep unless its route says otherwise (the catalogue's cached
 * answers, the public key): most answer a credential, and an error says something about the caller.
 */
const DATA_CACHE_CONTROL = "no-store";

/** Whether a request's answer is data (the API but its reference pages, the probes, metrics). */
export function answersWithData(url: string): boolean {
  if (url.startsWith("/api/")) return !url.startsWith("/api/docs");
  const path = url.split("?", 1)[0];
  return path === "/livez" || path === "/readyz" || path === "/metrics";
}

/** Two 128-bit nonces from one read of the random source. */
export function newCspNonce(): CspNonce {
  const bytes = randomBytes(32);
  return { script: bytes.toString("base64url", 0, 16), style: bytes.toString("base64url", 16, 32) };
}

/** Writes a page's security headers onto a reply, with its nonces in the CSP. */
export type SecurityHeaderWriter = (nonce: CspNonce) => string | undefined;

declare module "fastify" {
  interface FastifyInstance {
    /** The CSP for these nonces (a page served from the cache carries the nonces it was rendered with). */
    contentSecurityPolicy: SecurityHeaderWriter;
    /**
     * The headers every document (a response that is not data) of a route without its own
     * options gets, CSP without nonces included, in the order they are written (the front
     * door's pages, which no hook sees).
     */
    standardSecurityHeaders: readonly (readonly [string, string])[];
    /** The headers of every data answer (`answersWithData`), in the order they are written. */
    dataSecurityHeaders: readonly (readonly [string, string])[];
  }
}

/**
 * Helmet's security headers and a CSP on every response: a document's (pages, files, the API
 * reference) or a data answer's (`DATA_ANSWER_HELMET`). The headers are worked out once at
 * start (by helmet itself, `security-headers.ts`). Nonces are made only for a response that
 * reads them (a rendered page): every other one gets the same CSP with no nonce in it — no
 * inline script or style allowed at all, which is stricter — without paying for random bytes
 * and a string join (issue #14: the nonces were 45% of a /livez request).
 */
async function security(app: FastifyInstance, options: SecurityOptions) {
  const dev = options.viteDevServer === true;
  const extra = options.thirdParty ?? { script: [], frame: [], connect: [], img: [] };
  const defaults: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra.script, `'nonce-${NONCE_PLACEHOLDERS.script}'`],
        styleSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${NONCE_PLACEHOLDERS.style}'`],
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
  };
  const standard = withPermissionsPolicy(securityHeaderSet(defaults));
  const data = withPermissionsPolicy(securityHeaderSet(DATA_ANSWER_HELMET));
  // Routes with their own options (config.helmet) get their set worked out on first use.
  const byRouteOptions = new WeakMap<object, SecurityHeaderSet>();
  const setFor = (routeOptions: Readonly<HelmetOptions> | undefined): SecurityHeaderSet => {
    if (!routeOptions) return standard;
    let set = byRouteOptions.get(routeOptions);
    if (!set) {
      set = withPermissionsPolicy(securityHeaderSet({ ...defaults, ...routeOptions } as HelmetOptions));
      byRouteOptions.set(routeOptions, set);
    }
    return set;
  };

  app.decorateRequest("cspNonceMade", null);
  app.decorateRequest("cspReply", null);
  app.decorateRequest("cspNonce", {
    getter(this: FastifyRequest): CspNonce {
      let nonce = this.cspNonceMade;
      if (nonce === null) {
        nonce = newCspNonce();
        this.cspNonceMade = nonce;
        const csp = setFor(this.routeOptions.config.helmet).csp;
        if (csp) this.cspReply?.header("content-security-policy", csp(nonce));
      }
      return nonce;
    },
  });
  app.decorate("contentSecurityPolicy", ((nonce) => standard.csp?.(nonce)) satisfies SecurityHeaderWriter);
  const inOrder = (set: SecurityHeaderSet) => [
    ...Object.entries(set.fixed),
    ...(set.cspWithoutNonce === undefined ? [] : [["content-security-policy", set.cspWithoutNonce] as const]),
  ];
  app.decorate("standardSecurityHeaders", inOrder(standard));
  app.decorate("dataSecurityHeaders", inOrder(data));
  app.addHook("onRequest", (request, reply, done) => {
    request.cspReply = reply;
    const own = request.routeOptions.config.helmet;
    const isData = own === undefined && answersWithData(request.url);
    const set = isData ? data : setFor(own);
    reply.headers(set.fixed);
    // Before the route runs, so a route with its own caching rule replaces it.
    if (isData) reply.header("cache-control", DATA_CACHE_CONTROL);
    if (set.cspWithoutNonce !== undefined) reply.header("content-security-policy", set.cspWithoutNonce);
    done();
  });
}

function withPermissionsPolicy(set: SecurityHeaderSet): SecurityHeaderSet {
  return { ...set, fixed: { ...set.fixed, "permissions-policy": PERMISSIONS_POLICY } };
}

export default fp(security, { name: "security" });
