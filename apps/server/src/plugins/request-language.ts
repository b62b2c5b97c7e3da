import { firstAcceptedLanguage, resolveLanguage, type UiLanguage } from "@portico/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** Language of API messages and titles: the Accept-Language rule (zh-CN, else English). */
    language: UiLanguage;
  }
}

export function languageFromAcceptLanguage(header: string | undefined): UiLanguage {
  return resolveLanguage(null, firstAcceptedLanguage(header));
}

async function requestLanguage(app: FastifyInstance) {
  app.decorateRequest("language", "en");
  app.addHook("onRequest", (request, _reply, done) => {
    request.language = languageFromAcceptLanguage(request.headers["accept-language"]);
    done();
  });
}

export default fp(requestLanguage, { name: "request-language" });
