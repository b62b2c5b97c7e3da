import { describe, expect, it } from "vitest";
import { buildGatewayUsername, isProxyName, parseGatewayUsername } from "./proxy-generator-username.ts";

const session = { id: "0123456789ab", minutes: 30 };

describe("gateway username", () => {
  it("is user-{name} alone for a rotating proxy anywhere", () => {
    expect(buildGatewayUsername({ name: "uab3kq9xz2" })).toBe("user-uab3kq9xz2");
  });

  it("adds the country in lower case, then the state", () => {
    expect(buildGatewayUsername({ name: "u1", country: "US" })).toBe("user-u1-region-us");
    expect(buildGatewayUsername({ name: "u1", country: "us", state: "new_york" })).toBe(
      "user-u1-region-us-st-new_york",
    );
  });

  it("adds the session id and its minutes for a sticky proxy, after the place", () => {
    expect(buildGatewayUsername({ name: "u1", country: "de", state: "bayern", session })).toBe(
      "user-u1-region-de-st-bayern-sessid-0123456789ab-sesstime-30",
    );
    expect(buildGatewayUsername({ name: "u1", session: { id: "ffffffffffff", minutes: 1 } })).toBe(
      "user-u1-sessid-ffffffffffff-sesstime-1",
    );
  });

  it("refuses parts outside the grammar", () => {
    expect(() => buildGatewayUsername({ name: "has-dash" })).toThrow(RangeError);
    expect(() => buildGatewayUsername({ name: "" })).toThrow(RangeError);
    expect(() => buildGatewayUsername({ name: "u1", country: "usa" })).toThrow(RangeError);
    expect(() => buildGatewayUsername({ name: "u1", state: "texas" })).toThrow(/needs a country/);
    expect(() => buildGatewayUsername({ name: "u1", country: "us", state: "New York" })).toThrow(RangeError);
    expect(() => buildGatewayUsername({ name: "u1", session: { id: "XYZ", minutes: 5 } })).toThrow(RangeError);
    expect(() => buildGatewayUsername({ name: "u1", session: { id: "0123456789ab", minutes: 31 } })).toThrow(
      RangeError,
    );
    expect(() => buildGatewayUsername({ name: "u1", session: { id: "0123456789ab", minutes: 0 } })).toThrow(RangeError);
  });

  it("names: letters, digits and underscores, never a dash", () => {
    expect(isProxyName("u_Abc123")).toBe(true);
    expect(isProxyName("a-b")).toBe(false);
    expect(isProxyName("a:b")).toBe(false);
    expect(isProxyName("x".repeat(65))).toBe(false);
  });
});

describe("reading a username as the gateway must", () => {
  it("reads back every username the builder writes", () => {
    const cases = [
      { name: "u1" },
      { name: "u1", country: "gb" },
      { name: "u1", country: "us", state: "texas" },
      { name: "u1", session },
      { name: "region", country: "us", session: { id: "abcdefabcdef", minutes: 7 } },
      { name: "u1", country: "us", state: "california", session },
    ];
    for (const parts of cases) expect(parseGatewayUsername(buildGatewayUsername(parts))).toEqual(parts);
  });

  it("refuses keys out of order, repeated, unknown, or half a session", () => {
    for (const bad of [
      "user-u1-st-texas",
      "user-u1-st-texas-region-us",
      "user-u1-region-us-region-gb",
      "user-u1-city-paris",
      "user-u1-sessid-0123456789ab",
      "user-u1-sesstime-10",
      "user-u1-sesstime-10-sessid-0123456789ab",
      "user-u1-region-US",
      "user-u1-region-usa",
      "user-u1-sessid-0123456789AB-sesstime-10",
      "user-u1-sessid-0123456789a-sesstime-10",
      "user-u1-sessid-0123456789ab-sesstime-0",
      "user-u1-sessid-0123456789ab-sesstime-31",
      "user-u1-sessid-0123456789ab-sesstime-120",
      "user-u1-sessid-0123456789ab-sesstime-010",
      "user-u1-sessid-0123456789ab-sesstime-99999999999999999999",
      "user-",
      "u1",
      "user-u1-",
      " user-u1",
    ]) {
      expect(parseGatewayUsername(bad), bad).toBeUndefined();
    }
  });
});
