import { firstAcceptedLanguage, resolveLanguage, type UiLanguage } from "@portico/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
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

/**
 * Worked out when read, not in a hook: most requests (probes, pages, cached answers) never read
 * it, and a hook would parse Accept-Language for each of them (issue #14). Reads are few per
 * request (an error message, a title), each a short parse of one header.
 */
async function requestLanguage(app: FastifyInstance) {
  app.decorateRequest("language", {
    getter(this: FastifyRequest): UiLanguage {
      return languageFromAcceptLanguage(this.headers["accept-language"]);
    },
  });
}

export default fp(requestLanguage, { name: "request-language" });
