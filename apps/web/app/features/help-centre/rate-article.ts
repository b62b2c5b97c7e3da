import type { FaqRating } from "@portico/contracts";

/** The rate endpoint; a literal rather than the contracts barrel, which would bring zod along. */
const RATE_PATH = "/api/faq/rate";

/**
 * POST /api/faq/rate with a plain fetch: public pages keep the typed client (and its schemas)
 * out of their bundle. Resolves the new aggregate, rejects on any failure.
 */
export async function rateArticle(id: number, star: number, language: string): Promise<FaqRating> {
  const response = await fetch(RATE_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": language },
    body: JSON.stringify({ id, star }),
  });
  const body = (await response.json().catch(() => null)) as { code?: number; data?: FaqRating; msg?: string } | null;
  if (!response.ok || body?.code !== 1 || !body.data)
    throw new Error(body?.msg ?? `Rating failed (${response.status})`);
  return body.data;
}
