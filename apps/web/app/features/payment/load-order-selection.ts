import type { ResidentialPackage } from "@portico/contracts";
import type { ApiClient } from "../../lib/api/create-api-client";
import { OrderType } from "../../lib/catalogue-codes";

/** What the payment view can show for its query: a package, or why there is none. */
export type OrderSelection =
  | { kind: "residential"; pkg: ResidentialPackage }
  | { kind: "missing-package" }
  | { kind: "unknown-package"; packageId: string };

/** Reads `type` and `package_id` (spec 01 §2) and finds the package in the residential catalogue. */
export async function loadOrderSelection(
  query: URLSearchParams,
  api: Pick<ApiClient, "residentialPackages">,
): Promise<OrderSelection> {
  const packageId = query.get("package_id")?.trim();
  if (!packageId) return { kind: "missing-package" };
  if (query.get("type") !== String(OrderType.Residential) || !/^\d+$/.test(packageId)) {
    return { kind: "unknown-package", packageId };
  }
  const pkg = (await api.residentialPackages()).find((candidate) => candidate.id === Number(packageId));
  return pkg ? { kind: "residential", pkg } : { kind: "unknown-package", packageId };
}
