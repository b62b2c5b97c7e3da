import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { LanguageSchema } from "../language/language.endpoints.ts";
import { USE_CASE_NAMES } from "./use-cases.codes.ts";

export const UseCaseNameSchema = z.enum(USE_CASE_NAMES);

export const UseCaseSnippetQuerySchema = z.object({ name: UseCaseNameSchema, locale: LanguageSchema });
export const UseCaseSnippetResponseSchema = z.object({ html: z.string() });

export const useCaseSnippet = defineEndpoint({
  operationId: "useCaseSnippet",
  method: "GET",
  path: "/api/index/snippet",
  tag: "use cases",
  summary: "A use-case page's HTML snippet (the same HTML as /snippets/{locale}/{name}.html)",
  access: access.public("optional"),
  query: UseCaseSnippetQuerySchema,
  response: UseCaseSnippetResponseSchema,
  errors: [],
});
