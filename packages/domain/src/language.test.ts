import { describe, expect, it } from "vitest";
import { firstAcceptedLanguage, resolveLanguage } from "./language.ts";

describe("resolveLanguage", () => {
  it("prefers the stored language", () => {
    expect(resolveLanguage("en", "zh-CN")).toBe("en");
    expect(resolveLanguage("zh-CN", "en-US")).toBe("zh-CN");
  });

  it("picks Chinese when the browser language starts with zh-cn, in any case", () => {
    expect(resolveLanguage(null, "zh-CN")).toBe("zh-CN");
    expect(resolveLanguage(null, "zh-cn")).toBe("zh-CN");
  });

  it("falls back to English for every other browser language", () => {
    expect(resolveLanguage(null, "zh-TW")).toBe("en");
    expect(resolveLanguage(null, "zh")).toBe("en");
    expect(resolveLanguage(undefined, "fr-FR")).toBe("en");
    expect(resolveLanguage(null, null)).toBe("en");
  });

  it("ignores a stored value that is not a supported language", () => {
    expect(resolveLanguage("de", "zh-CN")).toBe("zh-CN");
  });
});

describe("firstAcceptedLanguage", () => {
  it("takes the first tag of an Accept-Language header", () => {
    expect(firstAcceptedLanguage("zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh-CN");
    expect(firstAcceptedLanguage("en-US;q=0.9")).toBe("en-US");
    expect(firstAcceptedLanguage("")).toBeNull();
    expect(firstAcceptedLanguage(undefined)).toBeNull();
  });
});
