import { describe, expect, it } from "vitest";
import { resources } from "./resources";

function leafKeys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function emptyKeys(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return value.trim() ? [] : [prefix];
  return Object.entries(value as object).flatMap(([key, child]) => emptyKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe("locales", () => {
  it("bundles every locale file of both languages", () => {
    const files = Object.keys(import.meta.glob("../../locales/*/*.json"));
    const bundled = Object.entries(resources).flatMap(([language, namespaces]) =>
      Object.keys(namespaces).map((namespace) => `../../locales/${language}/${namespace}.json`),
    );
    expect(bundled.sort()).toEqual(files.sort());
  });

  it("has the same keys in English and Simplified Chinese", () => {
    expect(leafKeys(resources["zh-CN"]).sort()).toEqual(leafKeys(resources.en).sort());
  });

  it("has no empty strings", () => {
    expect(emptyKeys(resources.en)).toEqual([]);
    expect(emptyKeys(resources["zh-CN"])).toEqual([]);
  });
});
