import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { PublicConfig } from "@portico/contracts";
import { createRequest } from "@remix-run/node-fetch-server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { MemoCache } from "./public-cache/memo-cache.ts";
import {
  type CachedPage,
  cachedPageOf,
  sendCachedPage,
  sharedPageControl,
  UnsharedPage,
} from "./public-cache/page-cache.ts";
import { pageCacheKey } from "./public-cache/page-cache-key.ts";
import { type CspNonce, newCspNonce } from "./security.ts";
import { ssrLanguage } from "./ssr-language.ts";
import { createInjectTransport } from "./ssr-transport.ts";
import { appLoadContextFactory, type WebApp } from "./web-build.ts";

function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/**
 * Copies a fetch Response onto the Fastify reply instead of hijacking it, so the request id,
 * security headers, logging and metrics hooks apply to pages exactly as to API answers.
 */
function sendWebResponse(reply: FastifyReply, response: Response, isHead: boolean) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (isHead || response.body === null) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/**
 * Every GET/HEAD path that is not an API call or a static file renders through React Router.
 * Unknown /api paths are handed back to the JSON not-found handler, never rendered as HTML.
 */
export type SsrOptions = {
  web: WebApp;
  publicConfig: PublicConfig;
  /** Anonymous public pages, shared by every visitor of one key (ADR 011); absent: no page cache. */
  pages?:
    | {
        cache: MemoCache<CachedPage>;
        boundSeconds: number;
        /** Each page a visitor got from the cache (no loader ran for it): what a render would record. */
        onServedFromCache?: (path: string) => void;
      }
    | undefined;
};

/** Pages the cache does not share are the requester's own: no browser or CDN keeps them. */
const UNSHARED_CONTROL = "private, no-store";

export default async function ssr(app: FastifyInstance, options: SsrOptions) {
  const { web, publicConfig, pages } = options;
  const handle = web.createRequestHandler(web.loadBuild, web.mode);
  const sharedControl = pages ? sharedPageControl(pages.boundSeconds) : "";
  const csp = (nonce: CspNonce) => app.contentSecurityPolicy(nonce);
  if (pages) {
    // Fresh pages are answered before routing, as the hit below sends them (front-door.ts).
    app.frontDoor?.servePages({
      cache: pages.cache,
      cacheControl: sharedControl,
      csp: (page) => csp(page.nonce),
      onServedFromCache: pages.onServedFromCache,
    });
  }

  /** Loaders and the render of one page request, for these headers and nonces. */
  const render = async (
    fetchRequest: Request,
    headers: FastifyRequest["headers"],
    url: string,
    cspNonce: CspNonce,
    background = false,
  ): Promise<Response> => {
    const createAppLoadContext = appLoadContextFactory(await web.loadBuild());
    const language = ssrLanguage(headers, url);
    const token = headers.token;
    const api = createInjectTransport(app, {
      language,
      token: typeof token === "string" ? token : undefined,
      cookie: headers.cookie,
      background,
    });
    const context = createAppLoadContext({ api, cspNonce, language, publicConfig });
    return handle(fetchRequest, context);
  };

  /**
   * A cached page's render for the stale-while-revalidate refresh: the request is rebuilt from
   * what the key holds (the URL and the shared headers), with nonces of its own.
   */
  const refresh = (request: FastifyRequest, key: string) => {
    if (!pages) return;
    const headers: Record<string, string> = {};
    for (const name of ["accept-language", "cookie", "user-agent", "host"] as const) {
      const value = request.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    const origin = `${request.protocol}://${request.host}`;
    const nonce = newCspNonce();
    pages.cache
      .get(key, async () =>
        cachedPageOf(
          await render(new Request(origin + request.url, { headers }), headers, request.url, nonce, true),
          nonce,
        ),
      )
      .catch(() => undefined);
  };

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    schema: { hide: true },
    handler: async (request, reply) => {
      if (isApiPath(request.url)) return reply.callNotFound();
      const startedAt = performance.now();
      const key = pages
        ? pageCacheKey(request.method, request.url, request.headers, ssrLanguage(request.headers, request.url))
        : null;
      if (pages && key !== null) {
        const held = pages.cache.peek(key);
        if (held) {
          if (!held.fresh) refresh(request, key);
          pages.onServedFromCache?.(request.url);
          held.value.csp ??= csp(held.value.nonce);
          return sendCachedPage(request, reply, held.value, held.value.csp, sharedControl);
        }
        let rendered = false;
        try {
          const page = await pages.cache.get(key, async () => {
            rendered = true;
            // Read here, not before: a request that waits for another's render needs no nonces.
            const nonce = request.cspNonce;
            const response = await render(createRequest(request.raw, reply.raw), request.headers, request.url, nonce);
            return cachedPageOf(response, nonce);
          });
          const timing = rendered ? `render;dur=${(performance.now() - startedAt).toFixed(1)}` : undefined;
          if (!rendered) pages.onServedFromCache?.(request.url);
          page.csp ??= csp(page.nonce);
          return sendCachedPage(request, reply, page, page.csp, sharedControl, timing);
        } catch (error) {
          if (!(error instanceof UnsharedPage)) throw error;
          reply.header("cache-control", UNSHARED_CONTROL);
          // Only the request that rendered it sends this response; others waiting on it render their own.
          if (rendered) return sendWebResponse(reply, error.response, false);
        }
      }
      const response = await render(
        createRequest(request.raw, reply.raw),
        request.headers,
        request.url,
        request.cspNonce,
      );
      // Loaders and the render up to the first byte of the page (ARCHITECTURE §7 budgets it;
      // bench/lighthouse.ts reads it; browsers show it in their network panel).
      reply.header("server-timing", `render;dur=${(performance.now() - startedAt).toFixed(1)}`);
      if (pages && !response.headers.has("cache-control")) reply.header("cache-control", UNSHARED_CONTROL);
      return sendWebResponse(reply, response, request.method === "HEAD");
    },
  });
}
