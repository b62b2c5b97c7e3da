import { z } from "zod";
import { LanguageSchema } from "./language.ts";

/** The use-case pages of spec 01 §2; `web_scarping` keeps the spec's spelling (it is a URL). */
export const USE_CASE_NAMES = [
  "e_commerce",
  "social_media",
  "seo",
  "market",
  "brand_protection",
  "web_scarping",
] as const;
export type UseCaseName = (typeof USE_CASE_NAMES)[number];
export const UseCaseNameSchema = z.enum(USE_CASE_NAMES);

/** GET /api/index/snippet?name=&locale= — the same HTML as /snippets/{locale}/{name}.html, for SSR. */
export const UseCaseSnippetQuerySchema = z.object({ name: UseCaseNameSchema, locale: LanguageSchema });
export const UseCaseSnippetResponseSchema = z.object({ html: z.string() });

export function isUseCaseName(value: unknown): value is UseCaseName {
  return (USE_CASE_NAMES as readonly unknown[]).includes(value);
}
