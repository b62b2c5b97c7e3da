import { describe, expect, it } from "vitest";
import { IP_IMPORT_MAX_CHARS, ipv4Filter, isDottedIpv4, parseIpImport } from "./ip-import.ts";

describe("dotted IPv4", () => {
  it.each(["0.0.0.0", "198.18.0.1", "255.255.255.255"])("accepts %s", (text) => {
    expect(isDottedIpv4(text)).toBe(true);
  });
  it.each(["256.1.1.1", "1.2.3", "1.2.3.4.5", "01.2.3.4", "1.2.3.-4", "a.b.c.d", "", "1..2.3", " 1.2.3.4"])(
    "refuses %j",
    (text) => {
      expect(isDottedIpv4(text)).toBe(false);
    },
  );
});

describe("the IP import check (spec 02 §5)", () => {
  it("trims lines, drops empty ones, and takes the first colon-separated token when it is an address", () => {
    const text = "  198.18.0.1  \n\n198.18.0.2:8000:user:pass\r\nnot-an-ip\n999.1.1.1:80\n198.18.0.1\n";
    expect(parseIpImport(text)).toEqual({ ok: true, ips: ["198.18.0.1", "198.18.0.2"] });
  });
  it("tells empty content from content without an address", () => {
    expect(parseIpImport(" \n\t\n")).toEqual({ ok: false, reason: "empty" });
    expect(parseIpImport("hello\nuser:pass")).toEqual({ ok: false, reason: "no_valid_ip" });
  });
  it("refuses more than 100,000 characters", () => {
    const line = "198.18.0.1\n";
    const atLimit = line.repeat(Math.floor(IP_IMPORT_MAX_CHARS / line.length));
    expect(parseIpImport(atLimit).ok).toBe(true);
    expect(parseIpImport(`${atLimit}${"1".repeat(IP_IMPORT_MAX_CHARS - atLimit.length + 1)}`)).toEqual({
      ok: false,
      reason: "too_long",
    });
  });
});

describe("the IP list filter", () => {
  it("matches a whole address exactly", () => {
    expect(ipv4Filter(" 198.18.3.4 ")).toEqual({ exact: "198.18.3.4" });
  });
  it("turns whole octets into the range under them", () => {
    expect(ipv4Filter("198")).toEqual({ from: "198.0.0.0", to: "198.255.255.255" });
    expect(ipv4Filter("198.18.")).toEqual({ from: "198.18.0.0", to: "198.18.255.255" });
    expect(ipv4Filter("198.18.7")).toEqual({ from: "198.18.7.0", to: "198.18.7.255" });
  });
  it.each(["", ".", "198.300", "198..1", "abc", "1.2.3.4.5", "1.2.3.4:80"])("refuses %j", (text) => {
    expect(ipv4Filter(text)).toBeNull();
  });
});
