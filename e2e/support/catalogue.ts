/** Reads the real catalogue from the running server, so tests assert against seeded data. */
import type { APIRequestContext } from "@playwright/test";
import { PackagesResponseSchema, type ResidentialPackage } from "@portico/contracts";
import { selectPlanCards } from "@portico/domain";

export async function fetchPlans(request: APIRequestContext, language: "en" | "zh-CN"): Promise<ResidentialPackage[]> {
  const response = await request.get("/api/index/packages?type=1", { headers: { "accept-language": language } });
  const body = (await response.json()) as { data: unknown };
  return selectPlanCards(PackagesResponseSchema.parse(body.data)["1"]);
}

export function findPlan(
  plans: ResidentialPackage[],
  predicate: (plan: ResidentialPackage) => boolean,
): ResidentialPackage {
  const plan = plans.find(predicate);
  if (!plan) throw new Error("the demo catalogue lacks a plan this test needs");
  return plan;
}
