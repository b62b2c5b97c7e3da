import { describe, expect, it } from "vitest";
import { excerpt, htmlToPlainText, sanitizeContentHtml } from "./content-html.service.ts";

describe("content HTML", () => {
  it("keeps a space between blocks when it becomes plain text, and none inside a sentence", () => {
    const html = "<p>Portico sells two kinds of proxies:</p><ul><li>Rotating residential</li><li>Static ISP</li></ul>";
    expect(htmlToPlainText(html)).toBe("Portico sells two kinds of proxies: Rotating residential Static ISP");
    expect(htmlToPlainText("Line one<br>line two<br/>three")).toBe("Line one line two three");
    expect(htmlToPlainText("<p>An <strong>important</strong> word &amp; more</p>")).toBe("An important word & more");
  });

  it("cuts an excerpt at a word boundary", () => {
    const text = `<p>${"word ".repeat(60)}</p>`;
    const cut = excerpt(text, 42);
    expect(cut.endsWith("word…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(43);
  });

  it("drops scripts, handlers and javascript: links", () => {
    const clean = sanitizeContentHtml(
      '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    );
    expect(clean).toBe("<p>Hi<a>x</a></p>");
  });
});
