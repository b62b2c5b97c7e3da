import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { SUPPORTED_LANGUAGES } from "./language.codes.ts";

export const LanguageSchema = z.enum(SUPPORTED_LANGUAGES);

export const LanguageChangeRequestSchema = z.object({ language: LanguageSchema });
export type LanguageChangeRequest = z.infer<typeof LanguageChangeRequestSchema>;
export const LanguageChangeResponseSchema = z.object({ language: LanguageSchema });

export const changeLanguage = defineEndpoint({
  operationId: "changeLanguage",
  method: "POST",
  path: "/api/index/lang",
  tag: "language",
  summary: "Change the interface language (remembered for server rendering and the customer's mail)",
  access: access.public("optional"),
  body: LanguageChangeRequestSchema,
  response: LanguageChangeResponseSchema,
  errors: [],
});
