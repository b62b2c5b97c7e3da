/** Reads the live static regions from the running server, so tests assert against the inventory. */
import type { APIRequestContext } from "@playwright/test";
import { type StaticRegion, StaticRegionsResponseSchema } from "@portico/contracts";
import { apiCall } from "./api-call.ts";
import type { OnServer } from "./api-session.ts";
import { queryDatabase } from "./database.ts";

export async function fetchRegions(
  _request: APIRequestContext,
  language: "en" | "zh-CN" = "en",
  { origin, sealed }: OnServer = {},
): Promise<StaticRegion[]> {
  const { body } = await apiCall("GET", "/api/index/static_regions", {
    headers: { "accept-language": language },
    origin,
    sealed,
  });
  return StaticRegionsResponseSchema.parse(body.data).area;
}

export function regionByCode(regions: StaticRegion[], code: string): StaticRegion {
  const region = regions.find((candidate) => candidate.country_code === code);
  if (!region) throw new Error(`the demo inventory lacks ${code}`);
  return region;
}

/** Available IPs of one region (its merged code, `USA-CA`), counted in the suite's database. */
export async function stockInDatabase(code: string): Promise<number> {
  const [row] = await queryDatabase<{ stock: number }>(
    `select count(i.id)::int as stock
       from static_regions r left join static_ips i on i.region_id = r.id and i.status = 'available'
      where r.country_code = $1 and r.active`,
    [code],
  );
  if (!row) throw new Error(`the demo inventory lacks ${code}`);
  return row.stock;
}
