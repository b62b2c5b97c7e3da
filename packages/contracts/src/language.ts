import { z } from "zod";

export const SUPPORTED_LANGUAGES = ["en", "zh-CN"] as const;
export const LanguageSchema = z.enum(SUPPORTED_LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

/** POST /api/index/lang — the interface language the user picked. */
export const LanguageChangeRequestSchema = z.object({ language: LanguageSchema });
export type LanguageChangeRequest = z.infer<typeof LanguageChangeRequestSchema>;
export const LanguageChangeResponseSchema = z.object({ language: LanguageSchema });
