import { expect, test } from "@playwright/test";
import { queryDatabase } from "./support/database.ts";
import { gotoHydrated } from "./support/hydration.ts";

type ChatCounter = { chatOpens: number };

test.describe("home page", () => {
  test("shows live stock for the eight coverage countries, counted in the database", async ({ page }) => {
    const codes = ["USA", "GBR", "IDN", "CAN", "FRA", "HKG", "IND", "KOR"];
    // Available IPs of each country's regions (`USA`, `USA-CA`, …), counted in SQL rather than
    // with the app's own rule, so a wrong rule in the app cannot agree with itself.
    const rows = await queryDatabase<{ country: string; stock: number }>(
      `select split_part(r.country_code, '-', 1) as country, count(*)::int as stock
         from static_ips i join static_regions r on r.id = i.region_id
        where i.status = 'available' and r.active and split_part(r.country_code, '-', 1) = any($1)
        group by 1`,
      [codes],
    );
    const stock = new Map(rows.map((row) => [row.country, row.stock]));
    await page.goto("/");
    for (const code of codes) {
      const expected = stock.get(code) ?? 0;
      expect(expected, `the demo inventory has stock in ${code}`).toBeGreaterThan(0);
      await expect(
        page.locator(`[data-testid="coverage-region"][data-code="${code}"] [data-testid="coverage-stock"]`),
      ).toHaveText(expected.toLocaleString("en-US"));
    }
  });

  test("the buy button follows the product toggle; visitors see register", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByTestId("home-buy")).toHaveAttribute("href", "/residential/");
    await page.getByTestId("home-product").getByText("Static ISP proxies").click();
    await expect(page.getByTestId("home-buy")).toHaveAttribute("href", "/staticisp/");
    await expect(page.getByTestId("home-register")).toHaveAttribute("href", "/signup");
  });

  test("the FAQ keeps one item open, the first by default", async ({ page }) => {
    await gotoHydrated(page, "/");
    const items = page.getByTestId("home-faq").locator("details");
    await expect(items).toHaveCount(5);
    await expect(items.first()).toHaveAttribute("open", "");
    await expect(items.first().locator("p")).toBeVisible();
    await items.nth(2).locator("summary").click();
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.nth(2).locator("p")).toBeVisible();
    // One open at a time: opening the third closed the first.
    await expect(items.first()).not.toHaveAttribute("open");
    await expect(items.first().locator("p")).toBeHidden();
  });

  test("the contact-sales block opens the chat once when it scrolls into view", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as ChatCounter).chatOpens = 0;
      window.addEventListener("portico:chat-open", () => {
        (window as unknown as ChatCounter).chatOpens += 1;
      });
    });
    const chatOpens = () => page.evaluate(() => (window as unknown as ChatCounter).chatOpens);
    await gotoHydrated(page, "/");
    expect(await chatOpens()).toBe(0);
    await page.getByTestId("contact-sales").scrollIntoViewIfNeeded();
    await expect.poll(chatOpens).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId("contact-sales").scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await chatOpens()).toBe(1);
  });

  test("the banner video toggles play and pause on click", async ({ page }) => {
    await gotoHydrated(page, "/");
    const video = page.getByTestId("banner-video");
    await video.click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await video.click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });

  test("the header hides on scroll down and returns on scroll up", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.getByTestId("site-header");
    await page.mouse.wheel(0, 900);
    await expect(header).toHaveAttribute("data-hidden", "true");
    await page.mouse.wheel(0, -300);
    await expect(header).not.toHaveAttribute("data-hidden");
  });
});
