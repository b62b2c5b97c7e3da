import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "./create-i18n";
import { INLINE_TEXTS_ID, InlineTexts, scriptSafeJson } from "./inline-texts";
import { resources } from "./resources";
import { routeNamespaces } from "./route-namespaces";

const blockContent = (html: string) => /<script[^>]*>([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";

describe("texts inlined into the page", () => {
  it("carry the rendered language's texts of the namespaces given, in their order, as a JSON data block", () => {
    const namespaces = ["common", "staticIsp", "shell"];
    const html = renderToStaticMarkup(<InlineTexts i18n={createI18n("zh-CN", resources)} namespaces={namespaces} />);
    expect(html).toContain(`id="${INLINE_TEXTS_ID}"`);
    expect(html).toContain('type="application/json"');
    const block = JSON.parse(blockContent(html));
    expect(Object.keys(block)).toEqual(namespaces);
    expect(block).toEqual({
      common: resources["zh-CN"].common,
      staticIsp: resources["zh-CN"].staticIsp,
      shell: resources["zh-CN"].shell,
    });
  });

  it("leave out the namespaces a page does not use: the console's and the user centre's on /staticisp/", () => {
    const matches = [{}, {}, { handle: { namespaces: ["staticIsp"] } }];
    const html = renderToStaticMarkup(
      <InlineTexts i18n={createI18n("en", resources)} namespaces={routeNamespaces(matches)} />,
    );
    const block = JSON.parse(blockContent(html));
    expect(Object.keys(block)).toEqual(["common", "staticIsp", "shell"]);
    expect(html.length).toBeLessThan(JSON.stringify(resources.en).length / 3);
  });

  it("give each language its own texts for the same namespaces (each list serialised once per language)", () => {
    const namespaces = ["common", "shell"];
    const en = blockContent(
      renderToStaticMarkup(<InlineTexts i18n={createI18n("en", resources)} namespaces={namespaces} />),
    );
    const zh = blockContent(
      renderToStaticMarkup(<InlineTexts i18n={createI18n("zh-CN", resources)} namespaces={namespaces} />),
    );
    expect(JSON.parse(en).shell).toEqual(resources.en.shell);
    expect(JSON.parse(zh).shell).toEqual(resources["zh-CN"].shell);
  });

  it("cannot close the script element or open a comment, whatever a text contains", () => {
    const hostile = { common: { note: "</script><script>alert(1)</script><!-- \u2028" } };
    const json = scriptSafeJson(hostile);
    expect(json).not.toContain("<");
    expect(json).not.toContain("\u2028");
    expect(JSON.parse(json)).toEqual(hostile);
    const html = renderToStaticMarkup(<InlineTexts i18n={createI18n("en", { en: hostile })} namespaces={["common"]} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
