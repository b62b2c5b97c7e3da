import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "./create-i18n";
import { INLINE_TEXTS_ID, InlineTexts, scriptSafeJson } from "./inline-texts";
import { resources } from "./resources";

const blockContent = (html: string) => /<script[^>]*>([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";

describe("texts inlined into the page", () => {
  it("carry exactly the rendered language's namespaces as a JSON data block", () => {
    const html = renderToStaticMarkup(<InlineTexts i18n={createI18n("zh-CN", resources)} />);
    expect(html).toContain(`id="${INLINE_TEXTS_ID}"`);
    expect(html).toContain('type="application/json"');
    expect(JSON.parse(blockContent(html))).toEqual(resources["zh-CN"]);
  });

  it("cannot close the script element or open a comment, whatever a text contains", () => {
    const hostile = { common: { note: "</script><script>alert(1)</script><!-- \u2028" } };
    const json = scriptSafeJson(hostile);
    expect(json).not.toContain("<");
    expect(json).not.toContain("\u2028");
    expect(JSON.parse(json)).toEqual(hostile);
    const html = renderToStaticMarkup(<InlineTexts i18n={createI18n("en", { en: hostile })} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
