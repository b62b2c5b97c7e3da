/** Reads the real catalogue from the running server, so tests assert against seeded data. */
import type { APIRequestContext } from "@playwright/test";
import { PackagesResponseSchema, type ResidentialPackage } from "@portico/contracts";
import { selectPlanCards } from "@portico/domain";
import { apiCall } from "./api-call.ts";

export async function fetchPlans(_request: APIRequestContext, language: "en" | "zh-CN"): Promise<ResidentialPackage[]> {
  const { body } = await apiCall("GET", "/api/index/packages?type=1", { headers: { "accept-language": language } });
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
