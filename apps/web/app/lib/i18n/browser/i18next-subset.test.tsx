import { type ReactNode, Suspense } from "react";
import { renderToReadableStream, renderToStaticMarkup } from "react-dom/server";
import {
  I18nextProvider as RealProvider,
  Trans as RealTrans,
  useTranslation as useRealTranslation,
} from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "../create-i18n";
import { NAMESPACES } from "../namespaces";
import { resources } from "../resources";
import { createInstance } from "./i18next-subset";
import { I18nextProvider, Trans, useTranslation } from "./react-i18next-subset";

type Language = keyof typeof resources;
const LANGUAGES = Object.keys(resources) as Language[];

/** Every leaf key of a namespace tree, dotted, with plural suffixes folded into the base key. */
function baseKeys(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [prefix.replace(/_(zero|one|two|few|many|other)$/, "")];
  return Object.entries(value as object).flatMap(([key, child]) => baseKeys(child, prefix ? `${prefix}.${key}` : key));
}

/** The browser's instance, built like `client-i18n.ts` builds it, holding only one language. */
function subsetFor(language: Language) {
  const instance = createInstance();
  void instance.init({ lng: language, defaultNS: "common", resources: { [language]: resources[language] } });
  return instance;
}

// Values for every placeholder the locale files use, and counts that pick each plural form.
// `count` is left out of VALUES on purpose: a placeholder without a value stays as written.
const VALUES = {
  ...{ region: "US", title: "T", product: "P", price: "$1.00", email: "a@b.c", min: 1, max: 9, gb: 5 },
  ...{ date: "1 May", year: 2026, seconds: 30, ratio: "1:2", query: "q", period: "weekly", isp: "Comcast" },
  ...{ hours: 24, duration: "7 days", average: 4.5 },
};
const COUNTS = [0, 1, 2, 21];

describe("the browser's i18next subset", () => {
  for (const language of LANGUAGES) {
    it(`gives i18next's text for every key in ${language}, with values and every plural count`, () => {
      const real = createI18n(language, resources);
      const subset = subsetFor(language);
      let compared = 0;
      for (const namespace of NAMESPACES) {
        const realT = real.getFixedT(language, namespace);
        const subsetT = subset.getFixedT(language, namespace);
        for (const key of new Set(baseKeys(resources[language][namespace]))) {
          expect(subsetT(key), `${namespace}:${key}`).toBe(realT(key as never));
          expect(subsetT(key, VALUES), `${namespace}:${key} with values`).toBe(realT(key as never, VALUES));
          for (const count of COUNTS) {
            expect(subsetT(key, { count }), `${namespace}:${key} count ${count}`).toBe(realT(key as never, { count }));
          }
          // The same key through another namespace's t, written "namespace:key".
          expect(subset.t(`${namespace}:${key}`)).toBe(real.t(`${namespace}:${key}` as never));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(300);
    });
  }

  it("treats a missing key and a missing value the way i18next does", () => {
    const real = createI18n("en", resources);
    const subset = subsetFor("en");
    expect(subset.t("no.such.key")).toBe(real.t("no.such.key" as never));
    expect(subset.t("staticIsp:no.such")).toBe(real.t("staticIsp:no.such" as never));
    const withPlaceholder = "staticIsp:card.stock";
    expect(subset.t(withPlaceholder, { count: 3 })).toBe(real.t(withPlaceholder as never, { count: 3 }));
  });

  it("switches language, tells its listeners, and takes bundles added at run time", async () => {
    const subset = subsetFor("en");
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    subset.on("languageChanged", listener);
    expect(subset.hasResourceBundle("zh-CN", "common")).toBe(false);
    for (const namespace of NAMESPACES) subset.addResourceBundle("zh-CN", namespace, resources["zh-CN"][namespace]);
    expect(subset.hasResourceBundle("zh-CN", "common")).toBe(true);
    await subset.changeLanguage("zh-CN");
    await subset.changeLanguage("zh-CN");
    expect(heard).toEqual(["zh-CN"]);
    expect(subset.t("nav.menu")).toBe(resources["zh-CN"].common.nav.menu);
    expect(subset.getDataByLanguage("zh-CN")).toEqual(resources["zh-CN"]);
    subset.off("languageChanged", listener);
    await subset.changeLanguage("en");
    expect(heard).toEqual(["zh-CN"]);
  });

  it("loads the namespaces it lacks through its backend, each once, however often it is asked", async () => {
    const subset = createInstance();
    void subset.init({ lng: "en", defaultNS: "common", resources: { en: { common: resources.en.common } } });
    const reads: string[] = [];
    subset.use({
      type: "backend",
      read(language: string, namespace: string, callback: (error: unknown, data: unknown) => void) {
        reads.push(`${language}/${namespace}`);
        setTimeout(() => callback(null, resources.en[namespace as keyof typeof resources.en]), 1);
      },
    } as never);
    expect(subset.t("staticIsp:meta.title")).toBe("meta.title");
    const first = subset.loadNamespaces(["staticIsp", "common", "help"]);
    expect(subset.loadNamespaces(["staticIsp", "common", "help"])).toBe(first);
    await Promise.all([first, subset.loadNamespaces("staticIsp")]);
    expect(reads).toEqual(["en/staticIsp", "en/help"]);
    expect(subset.t("staticIsp:meta.title")).toBe(resources.en.staticIsp.meta.title);
    await subset.loadNamespaces(["staticIsp", "help"]);
    expect(reads).toHaveLength(2);
  });

  it("rejects a failed read and reads again on the next ask", async () => {
    const subset = createInstance();
    void subset.init({ lng: "en", defaultNS: "common", resources: { en: {} } });
    let failures = 1;
    subset.use({
      type: "backend",
      read(_language: string, _namespace: string, callback: (error: unknown, data: unknown) => void) {
        if (failures-- > 0) callback(new Error("offline"), null);
        else callback(null, { hello: "hi" });
      },
    } as never);
    await expect(subset.loadNamespaces("shell")).rejects.toThrow("offline");
    expect(subset.hasResourceBundle("en", "shell")).toBe(false);
    await subset.loadNamespaces("shell");
    expect(subset.t("shell:hello")).toBe("hi");
  });

  it("keeps one t per language and namespace, so hooks that depend on it do not rerun", () => {
    const subset = subsetFor("en");
    expect(subset.getFixedT("en", "auth")).toBe(subset.getFixedT("en", "auth"));
    expect(subset.getFixedT("en", "auth")).not.toBe(subset.getFixedT("en", "help"));
  });
});

describe("the browser's react-i18next subset", () => {
  // Like the agreement field's links: an element that receives the tag's text as children.
  const PolicyLink = ({ to, children }: { to: string; children?: ReactNode }) => <a href={to}>{children}</a>;
  const links = { privacy: <PolicyLink to="/privacy" />, terms: <PolicyLink to="/terms" /> };

  function RealAgreement() {
    const { t } = useRealTranslation("auth");
    return <p>{t("agreement.label").length > 0 && <RealTrans t={t} i18nKey="agreement.label" components={links} />}</p>;
  }

  function SubsetAgreement() {
    const { t } = useTranslation("auth");
    return <p>{t("agreement.label").length > 0 && <Trans t={t} i18nKey="agreement.label" components={links} />}</p>;
  }

  for (const language of LANGUAGES) {
    it(`renders the same HTML as react-i18next in ${language}, Trans included`, () => {
      const real = renderToStaticMarkup(
        <RealProvider i18n={createI18n(language, resources)}>
          <RealAgreement />
        </RealProvider>,
      );
      const subset = renderToStaticMarkup(
        <I18nextProvider i18n={subsetFor(language)}>
          <SubsetAgreement />
        </I18nextProvider>,
      );
      expect(subset).toBe(real);
      expect(subset).toContain('<a href="/privacy">');
    });
  }

  it("suspends a component until the namespaces it names are loaded, then renders their texts", async () => {
    const subset = createInstance();
    void subset.init({
      lng: "zh-CN",
      defaultNS: "common",
      resources: { "zh-CN": { common: resources["zh-CN"].common } },
    });
    const reads: string[] = [];
    subset.use({
      type: "backend",
      read(language: string, namespace: string, callback: (error: unknown, data: unknown) => void) {
        reads.push(`${language}/${namespace}`);
        setTimeout(() => callback(null, resources["zh-CN"][namespace as keyof (typeof resources)["zh-CN"]]), 5);
      },
    } as never);
    function Title() {
      const { t } = useTranslation(["staticIsp", "common"]);
      return <h1>{t("meta.title")}</h1>;
    }
    const stream = await renderToReadableStream(
      <I18nextProvider i18n={subset}>
        <Suspense fallback={<p>loading</p>}>
          <Title />
        </Suspense>
      </I18nextProvider>,
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(reads).toEqual(["zh-CN/staticIsp"]);
    expect(html).toContain(`<h1>${resources["zh-CN"].staticIsp.meta.title}</h1>`);
  });

  it("answers both the object and the array form, on the first namespace given", () => {
    let seen: unknown[] = [];
    function Probe() {
      const result = useTranslation(["help", "common"]);
      const [t, i18n] = result;
      seen = [result.t === t, result.i18n === i18n, t("article.rateStar", { count: 2 })];
      return null;
    }
    renderToStaticMarkup(
      <I18nextProvider i18n={subsetFor("en")}>
        <Probe />
      </I18nextProvider>,
    );
    expect(seen).toEqual([true, true, "2 stars"]);
  });
});
