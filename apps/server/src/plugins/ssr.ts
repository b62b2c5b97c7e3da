import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { PublicConfig } from "@portico/contracts";
import { createRequest } from "@remix-run/node-fetch-server";
import type { FastifyInstance, FastifyReply } from "fastify";
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
export default async function ssr(app: FastifyInstance, options: { web: WebApp; publicConfig: PublicConfig }) {
  const { web, publicConfig } = options;
  const handle = web.createRequestHandler(web.loadBuild, web.mode);

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    schema: { hide: true },
    handler: async (request, reply) => {
      if (isApiPath(request.url)) return reply.callNotFound();
      const startedAt = performance.now();
      const createAppLoadContext = appLoadContextFactory(await web.loadBuild());
      const language = ssrLanguage(request.headers, request.url);
      const token = request.headers.token;
      const api = createInjectTransport(app, {
        language,
        token: typeof token === "string" ? token : undefined,
        cookie: request.headers.cookie,
      });
      const context = createAppLoadContext({ api, cspNonce: request.cspNonce, language, publicConfig });
      const response = await handle(createRequest(request.raw, reply.raw), context);
      // Loaders and the render up to the first byte of the page (ARCHITECTURE §7 budgets it;
      // bench/lighthouse.ts reads it; browsers show it in their network panel).
      reply.header("server-timing", `render;dur=${(performance.now() - startedAt).toFixed(1)}`);
      return sendWebResponse(reply, response, request.method === "HEAD");
    },
  });
}
