import { isUseCaseName, useCaseSnippet } from "@portico/contracts";
import { isUiLanguage } from "@portico/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import type { CachedBody } from "../../plugins/public-cache/cached-body.ts";
import type { MemoCache } from "../../plugins/public-cache/memo-cache.ts";
import type { SnippetStore } from "./snippet-store.ts";
import { useCaseErrors } from "./use-cases.errors.ts";

/**
 * The use-case snippets: `/snippets/{locale}/{name}.html` as the spec's page fetches it, and the
 * same HTML in an envelope for the server-rendered page's loader.
 */
export default async function useCasesRoutes(
  app: FastifyInstance,
  options: { snippets: SnippetStore; cache?: MemoCache<CachedBody> | undefined },
) {
  const { snippets } = options;

  app.get<{ Params: { locale: string; file: string } }>(
    "/snippets/:locale/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const { locale, file } = request.params;
      const name = file.endsWith(".html") ? file.slice(0, -".html".length) : "";
      if (!isUiLanguage(locale) || !isUseCaseName(name)) throw useCaseErrors.snippetNotFound();
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(snippets.get(locale, name));
    },
  );

  registerEndpoint(app, useCaseSnippet, async ({ input }) => ({ html: snippets.get(input.locale, input.name) }), {
    cache: options.cache,
  });
}
