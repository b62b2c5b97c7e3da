/** The interface language rule of spec 01 §1 and spec 02 §4. */
export type UiLanguage = "en" | "zh-CN";

export const FALLBACK_LANGUAGE: UiLanguage = "en";

export function isUiLanguage(value: unknown): value is UiLanguage {
  return value === "en" || value === "zh-CN";
}

/**
 * The stored choice wins; otherwise zh-CN when the browser language starts with "zh-cn"
 * (case-insensitive); otherwise English.
 */
export function resolveLanguage(
  stored: string | null | undefined,
  browserLanguage: string | null | undefined,
): UiLanguage {
  if (isUiLanguage(stored)) return stored;
  if (browserLanguage?.toLowerCase().startsWith("zh-cn")) return "zh-CN";
  return FALLBACK_LANGUAGE;
}

/** First tag of an Accept-Language header ("zh-CN,zh;q=0.9" -> "zh-CN"). */
export function firstAcceptedLanguage(header: string | null | undefined): string | null {
  const first = header?.split(",")[0]?.split(";")[0]?.trim();
  return first ? first : null;
}
