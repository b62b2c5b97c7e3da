import { describe, expect, it } from "vitest";
import { hreflangAlternates, localisedUrl } from "./seo-urls.ts";

describe("localisedUrl", () => {
  it("addresses English by the bare URL and Chinese by ?lang=zh-CN", () => {
    expect(localisedUrl("https://portico.example", "/faq/", "en")).toBe("https://portico.example/faq/");
    expect(localisedUrl("https://portico.example", "/faq/", "zh-CN")).toBe("https://portico.example/faq/?lang=zh-CN");
  });

  it("keeps other query parameters and replaces an existing lang", () => {
    expect(localisedUrl("https://portico.example", "/faq/?class=2&lang=en", "zh-CN")).toBe(
      "https://portico.example/faq/?class=2&lang=zh-CN",
    );
    expect(localisedUrl("https://portico.example", "/faq/?lang=zh-CN", "en")).toBe("https://portico.example/faq/");
  });
});

describe("hreflangAlternates", () => {
  it("lists en, zh-CN and x-default (the English URL)", () => {
    expect(hreflangAlternates("http://localhost:3000", "/privacy")).toEqual([
      { hreflang: "en", href: "http://localhost:3000/privacy" },
      { hreflang: "zh-CN", href: "http://localhost:3000/privacy?lang=zh-CN" },
      { hreflang: "x-default", href: "http://localhost:3000/privacy" },
    ]);
  });
});
