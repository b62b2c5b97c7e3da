import { describe, expect, it } from "vitest";
import { regionListCsv } from "./region-list-file";

const labels = {
  region: "Region",
  countryCode: "Code",
  country: "Country",
  state: "State",
  stateName: "State name",
  usernamePart: "Username part",
};

describe("region list download", () => {
  it("has a row per country and per state, with the username part that targets it", () => {
    const csv = regionListCsv(
      [
        { country_code: "US", country_name: "United States", region: "north_america" },
        { country_code: "CI", country_name: 'Côte d\'Ivoire, "Ivory"', region: "africa" },
      ],
      [
        { country_code: "US", state: "new_york", state_name: "New York" },
        { country_code: "US", state: "texas", state_name: "Texas" },
      ],
      labels,
      (region) => (region === "africa" ? "Africa" : "North America"),
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Region,Code,Country,State,State name,Username part",
      "North America,US,United States,,,region-us",
      "North America,US,United States,new_york,New York,region-us-st-new_york",
      "North America,US,United States,texas,Texas,region-us-st-texas",
      'Africa,CI,"Côte d\'Ivoire, ""Ivory""",,,region-ci',
      "",
    ]);
  });
});
