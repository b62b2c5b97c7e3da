import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlainGrid } from "./plain-grid";

describe("PlainGrid", () => {
  it("hands the columns per breakpoint and the gap to the stylesheet, leaving out breakpoints not given", () => {
    const html = renderToStaticMarkup(
      <PlainGrid cols={{ base: 1, sm: 2 }} gap="lg" className="results" data-testid="grid">
        <span>a</span>
      </PlainGrid>,
    );
    expect(html).toContain('class="plain-grid results"');
    expect(html).toContain("--plain-grid-cols:1;--plain-grid-cols-sm:2;--plain-grid-gap:var(--mantine-spacing-lg)");
    expect(html).not.toContain("--plain-grid-cols-xs");
    expect(html).not.toContain("--plain-grid-cols-md");
    expect(html).toContain('data-testid="grid"');
  });

  it("draws a description list when asked", () => {
    const html = renderToStaticMarkup(<PlainGrid component="dl" cols={{ base: 2 }} aria-label="figures" />);
    expect(html).toMatch(/^<dl class="plain-grid" style="--plain-grid-cols:2;[^"]*" aria-label="figures"><\/dl>$/);
  });

  it("takes a gap in pixels and one column by default", () => {
    const html = renderToStaticMarkup(<PlainGrid cols={{}} gap={48} />);
    expect(html).toContain("--plain-grid-cols:1;--plain-grid-gap:48px");
  });
});
