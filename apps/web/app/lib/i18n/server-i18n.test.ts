import { describe, expect, it, vi } from "vitest";
import { createI18n } from "./create-i18n";
import { resources } from "./resources";
import { serverI18n } from "./server-i18n";

/** Every leaf key of a namespace's texts, dotted (`a.b.c`). */
function keysOf(texts: unknown, prefix = ""): string[] {
  if (typeof texts !== "object" || texts === null) return [prefix];
  return Object.entries(texts).flatMap(([name, value]) => keysOf(value, prefix ? `${prefix}.${name}` : name));
}

describe("the server's remembered texts", () => {
  for (const language of ["en", "zh-CN"] as const) {
    it(`gives every text of every namespace in ${language} exactly as i18next does, asked twice`, () => {
      const plain = createI18n(language, resources);
      const server = serverI18n(language);
      const namespaces = Object.entries(resources[language]);
      expect(namespaces.length).toBeGreaterThan(5);
      for (const [ns, texts] of namespaces) {
        const expected = plain.getFixedT(language, ns as never);
        const remembered = server.getFixedT(language, ns as never);
        for (const key of keysOf(texts)) {
          const text = expected(key as never);
          expect(remembered(key as never)).toBe(text);
          expect(server.getFixedT(language, ns as never)(key as never)).toBe(text);
        }
      }
      // As react-i18next's useTranslation asks (a fourth argument): every text is kept after the
      // first ask, so the second round never reaches i18next.
      const hookFixedT = server.getFixedT as unknown as (
        lng: string,
        ns: string,
        keyPrefix: undefined,
        options: { scopeNs: string[] },
      ) => (key: string) => unknown;
      const asHook = (ns: string) => hookFixedT(language, ns, undefined, { scopeNs: [ns] });
      for (const [ns, texts] of namespaces) for (const key of keysOf(texts)) asHook(ns)(key);
      const translate = vi.spyOn(server, "t");
      for (const [ns, texts] of namespaces) {
        const expected = plain.getFixedT(language, ns as never);
        for (const key of keysOf(texts)) expect(asHook(ns)(key)).toBe(expected(key as never));
      }
      expect(translate).not.toHaveBeenCalled();
      translate.mockRestore();
    });
  }

  it("gives texts with values, and with a key prefix, exactly as i18next does", () => {
    const t = serverI18n("en").getFixedT("en", "common");
    const plain = createI18n("en", resources).getFixedT("en", "common");
    // "{{product}} home": a text with a value is worked out again for each value.
    const key = keysOf(resources.en.common).find((k) => String(plain(k as never)).includes("{{product}}"));
    expect(key).toBeDefined();
    const withValue = (product: string) => String(t(key as never, { product } as never));
    expect(withValue("Portico")).toBe(plain(key as never, { product: "Portico" } as never));
    expect(withValue("Other")).toContain("Other");
    expect(withValue("Portico")).not.toBe(withValue("Other"));
    expect(withValue("Portico")).toBe(plain(key as never, { product: "Portico" } as never));
    // A value of another type is another text ("1" and 1 are kept apart).
    const counted = keysOf(resources.en.staticIsp)
      .find((k) => k.endsWith("_other"))
      ?.replace(/_other$/, "");
    expect(counted).toBeDefined();
    const ts = serverI18n("en").getFixedT("en", "staticIsp");
    const ps = createI18n("en", resources).getFixedT("en", "staticIsp");
    for (const count of [1, 2, 1, 2, 30]) {
      expect(ts(counted as never, { count } as never)).toBe(ps(counted as never, { count } as never));
    }
    // An object value is passed on, never kept.
    const objectValue = { toString: () => "Portico" };
    expect(String(t(key as never, { product: objectValue } as never))).toBe(
      String(plain(key as never, { product: objectValue } as never)),
    );
    const [first = ""] = keysOf(resources.en.common);
    const [head, ...tail] = first.split(".");
    expect(tail.length).toBeGreaterThan(0);
    const prefixed = serverI18n("en").getFixedT("en", "common", head as never);
    expect(prefixed(tail.join(".") as never)).toBe(plain(first as never));
  });
});
