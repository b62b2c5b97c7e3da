import type { ProxyCountry } from "@portico/contracts";
import { describe, expect, it } from "vitest";
import { countriesIn, INITIAL_SETTINGS, normalisedSettings, withCountry, withRegion } from "./generator-settings";

const countries: ProxyCountry[] = [
  { country_code: "US", country_name: "United States", region: "north_america" },
  { country_code: "GB", country_name: "United Kingdom", region: "europe" },
  { country_code: "DE", country_name: "Germany", region: "europe" },
];

describe("generator settings", () => {
  it("start with the spec's defaults: any place, randomize, 30 minutes, 100 lines, HOST:PORT:USER:PASS", () => {
    expect(INITIAL_SETTINGS).toMatchObject({
      country: "",
      state: "",
      rotation: "staticip",
      minutes: "30",
      quantity: "100",
      hostId: "",
      format: "host:port:user:pass",
    });
  });

  it("narrow the countries to a region, and pick its first country", () => {
    expect(countriesIn(countries, "europe").map((c) => c.country_code)).toEqual(["GB", "DE"]);
    expect(countriesIn(countries, "")).toHaveLength(3);
    const europe = withRegion({ ...INITIAL_SETTINGS, country: "US", state: "texas" }, "europe", countries);
    expect(europe).toMatchObject({ region: "europe", country: "GB", state: "" });
    expect(withRegion(europe, "", countries)).toMatchObject({ region: "", country: "", state: "" });
    expect(withRegion(europe, "africa", countries)).toMatchObject({ region: "africa", country: "" });
  });

  it("clear the state when the country changes", () => {
    expect(withCountry({ ...INITIAL_SETTINGS, country: "US", state: "texas" }, "GB")).toMatchObject({
      country: "GB",
      state: "",
    });
  });
});

describe("settings as used", () => {
  it("clamp the typed numbers", () => {
    expect(normalisedSettings({ ...INITIAL_SETTINGS, minutes: "120", quantity: "25000" })).toMatchObject({
      minutes: "30",
      quantity: "10000",
    });
    expect(normalisedSettings({ ...INITIAL_SETTINGS, minutes: "", quantity: "0" })).toMatchObject({
      minutes: "30",
      quantity: "1",
    });
  });
});
