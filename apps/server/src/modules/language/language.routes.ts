import { changeLanguage, type Language } from "@portico/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { languageCookieHeader } from "./language-cookie.ts";

/** POST /api/index/lang: remembers the interface language for server rendering. */
export default async function languageRoutes(
  app: FastifyInstance,
  options: { secureCookies: boolean; onChange?: (request: FastifyRequest, language: Language) => Promise<void> },
) {
  registerEndpoint(app, changeLanguage, async ({ input, request, reply }) => {
    await options.onChange?.(request, input.language);
    reply.header("set-cookie", languageCookieHeader(input.language, options.secureCookies));
    return { language: input.language };
  });
}
