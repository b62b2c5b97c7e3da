import type { ApiResponse, FaqRating } from "@portico/contracts";
import { isEnvelopeOn } from "../../../lib/api/envelope-mode";

/** The rate endpoint; a literal rather than the contracts barrel, which would bring zod along. */
const RATE_PATH = "/api/faq/rate";

/** Plain JSON, or sealed when the server asks for the envelope (its transport loads only then). */
async function post(body: object, language: string): Promise<ApiResponse> {
  if (isEnvelopeOn()) {
    const { createEnvelopeTransport } = await import("../../../lib/api/envelope-transport");
    const transport = createEnvelopeTransport({ getToken: () => null, getLanguage: () => language });
    return transport({ method: "POST", path: RATE_PATH, body });
  }
  const response = await fetch(RATE_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": language },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/**
 * POST /api/faq/rate without the typed client: public pages keep it (and its schemas) out of
 * their bundle. Resolves the new aggregate, rejects on any failure.
 */
export async function rateArticle(id: number, star: number, language: string): Promise<FaqRating> {
  const response = await post({ id, star }, language);
  const body = response.body as { code?: number; data?: FaqRating; msg?: string } | null;
  if (response.status >= 400 || body?.code !== 1 || !body.data)
    throw new Error(body?.msg ?? `Rating failed (${response.status})`);
  return body.data;
}
