import type { Language } from "@portico/contracts";
import { ApiPath, LanguageChangeRequestSchema, LanguageChangeResponseSchema, okEnvelope } from "@portico/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../plugins/envelope.ts";
import { languageCookieHeader } from "./language-cookie.ts";

/** POST /api/index/lang: remembers the interface language for server rendering. */
export default async function languageRoutes(
  app: FastifyInstance,
  options: { secureCookies: boolean; onChange?: (request: FastifyRequest, language: Language) => Promise<void> },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    ApiPath.languageChange,
    {
      schema: {
        tags: ["language"],
        summary: "Change the interface language",
        body: LanguageChangeRequestSchema,
        response: { 200: okEnvelope(LanguageChangeResponseSchema) },
      },
    },
    async (request, reply) => {
      const { language } = request.body;
      await options.onChange?.(request, language);
      reply.header("set-cookie", languageCookieHeader(language, options.secureCookies));
      return ok({ language });
    },
  );
}
