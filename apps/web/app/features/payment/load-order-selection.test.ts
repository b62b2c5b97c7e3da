import { type ResidentialPackage, ResidentialPlanType } from "@portico/contracts";
import { describe, expect, it } from "vitest";
import { loadOrderSelection } from "./load-order-selection";

const pkg: ResidentialPackage = {
  id: 3,
  display_title: "50 GB",
  sale_price: 150,
  price: 150,
  discount_ratio: 0,
  days: 30,
  flow: 50 * 1024,
  give: 0,
  popular: false,
  weight: 5,
  type: ResidentialPlanType.Traffic,
};

function catalogue() {
  let calls = 0;
  return {
    api: {
      residentialPackages: async () => {
        calls += 1;
        return [pkg];
      },
    },
    calls: () => calls,
  };
}

const select = (query: string, api = catalogue().api) => loadOrderSelection(new URLSearchParams(query), api);

describe("loadOrderSelection", () => {
  it("finds the residential package named in the query", async () => {
    expect(await select("type=1&package_id=3")).toEqual({ kind: "residential", pkg });
  });

  it("reports a missing package_id without asking the catalogue", async () => {
    const { api, calls } = catalogue();
    expect(await select("type=1", api)).toEqual({ kind: "missing-package" });
    expect(calls()).toBe(0);
  });

  it("reports a package the catalogue does not sell", async () => {
    expect(await select("type=1&package_id=99")).toEqual({ kind: "unknown-package", packageId: "99" });
  });

  it("rejects malformed ids and other product types", async () => {
    expect(await select("type=1&package_id=3abc")).toEqual({ kind: "unknown-package", packageId: "3abc" });
    expect(await select("type=2&package_id=3")).toEqual({ kind: "unknown-package", packageId: "3" });
  });
});
