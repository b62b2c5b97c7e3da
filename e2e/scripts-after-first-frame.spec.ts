import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";
import { collectPageErrors } from "./support/page-errors.ts";

// The hydration scripts start once the page is on screen (ADR 441): the server writes React
// Router's preloads and module script in an inert form, and a script in the head turns them back
// once the first frame is on screen. Each page must still hydrate, run its module script once, and
// hold no held-back preload or script afterwards.

type FirstFrameWindow = Window & { firstFrameAt?: number };

/** When the first frame was drawn, and when each of the page's own scripts was asked for (ms). */
async function frameAndScriptTimes(page: Page) {
  return page.evaluate(() => {
    const frame = (window as FirstFrameWindow).firstFrameAt ?? Number.NaN;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
    return { frame, scripts };
  });
}

for (const [path, language] of [
  ["/staticisp/", "en"],
  ["/staticisp/usa.html?lang=zh-CN", "zh-CN"],
  ["/", "en"],
  ["/signup?lang=zh-CN", "zh-CN"],
] as const) {
  test(`${path}: the scripts are asked for after the first paint, and the page hydrates (${language})`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    // The page's first animation-frame callback runs as its first frame is drawn: no frame is
    // drawn before the first-frame hint (ADR 440) lets it, so nothing earlier counts as one.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as FirstFrameWindow).firstFrameAt = performance.now();
      });
    });
    let entryRequests = 0;
    page.on("request", (request) => {
      if (/\/assets\/entry\.client-[^/]+\.js$/.test(request.url())) entryRequests++;
    });
    await page.goto(path);
    await waitForHydration(page);

    const { frame, scripts } = await frameAndScriptTimes(page);
    expect(Number.isFinite(frame)).toBe(true);
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) expect(script.startTime, script.path).toBeGreaterThan(frame);
    expect(entryRequests).toBe(1);
    // Everything held is back in its own form: the markup React hydrated is the markup it rendered.
    await expect(page.locator('link[rel="modulepreload-after-first-frame"]')).toHaveCount(0);
    await expect(page.locator('script[type="module-after-first-frame"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
