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

export function isUseCaseName(value: unknown): value is UseCaseName {
  return (USE_CASE_NAMES as readonly unknown[]).includes(value);
}
