import {
  ApiPath,
  isUseCaseName,
  okEnvelope,
  UseCaseSnippetQuerySchema,
  UseCaseSnippetResponseSchema,
} from "@portico/contracts";
import { isUiLanguage } from "@portico/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../plugins/app-error.ts";
import { ok } from "../../plugins/envelope.ts";
import type { SnippetStore } from "./snippet-store.ts";

/**
 * The use-case snippets: `/snippets/{locale}/{name}.html` as the spec's page fetches it, and the
 * same HTML in an envelope for the server-rendered page's loader.
 */
export default async function useCasesRoutes(app: FastifyInstance, options: { snippets: SnippetStore }) {
  const { snippets } = options;

  app.get<{ Params: { locale: string; file: string } }>(
    "/snippets/:locale/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const { locale, file } = request.params;
      const name = file.endsWith(".html") ? file.slice(0, -".html".length) : "";
      if (!isUiLanguage(locale) || !isUseCaseName(name)) {
        throw new AppError("not_found", { messageKey: "snippet_not_found" });
      }
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(snippets.get(locale, name));
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    ApiPath.useCaseSnippet,
    {
      schema: {
        tags: ["use cases"],
        summary: "A use-case page's HTML snippet",
        querystring: UseCaseSnippetQuerySchema,
        response: { 200: okEnvelope(UseCaseSnippetResponseSchema) },
      },
    },
    async (request) => ok({ html: snippets.get(request.query.locale, request.query.name) }),
  );
}
