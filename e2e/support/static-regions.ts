/** Reads the live static regions from the running server, so tests assert against the inventory. */
import type { APIRequestContext } from "@playwright/test";
import { type StaticRegion, StaticRegionsResponseSchema } from "@portico/contracts";

export async function fetchRegions(
  request: APIRequestContext,
  language: "en" | "zh-CN" = "en",
): Promise<StaticRegion[]> {
  const response = await request.get("/api/index/static_regions", { headers: { "accept-language": language } });
  const body = (await response.json()) as { data: unknown };
  return StaticRegionsResponseSchema.parse(body.data).area;
}

export function regionByCode(regions: StaticRegion[], code: string): StaticRegion {
  const region = regions.find((candidate) => candidate.country_code === code);
  if (!region) throw new Error(`the demo inventory lacks ${code}`);
  return region;
}
