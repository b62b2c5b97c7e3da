import { expect, test } from "@playwright/test";
import { createCustomer } from "./support/api-session.ts";
import { signedInOwner } from "./support/console.ts";

test.describe.configure({ timeout: 120_000 });

const WORDS = {
  en: { today: "Today", signups: "Signups", lowStock: "Static regions low on stock", thisMonth: "This month" },
  "zh-CN": { today: "今日", signups: "注册", lowStock: "库存不足的静态地区", thisMonth: "本月" },
} as const;

for (const language of ["en", "zh-CN"] as const) {
  test(`${language}: the overview shows today's figures as the server counts them, both charts and the low stock`, async ({
    page,
    request,
  }) => {
    const words = WORDS[language];
    await createCustomer(request);
    const shown = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/console/overview");
    await signedInOwner(page, { label: "overview", name: "Otto Overview", language });
    const overview = page.getByTestId("overview");
    await expect(overview.getByRole("heading", { name: words.today })).toBeVisible();
    const signups = page.getByTestId("overview-signups");
    await expect(signups).toContainText(words.signups);
    await expect(signups).toContainText(words.thisMonth);

    // What the card shows is what the server answered this page, for this browser's day.
    const data = (await (await shown).json()).data as { today: { signups: number }; month: { signups: number } };
    expect(data.today.signups).toBeGreaterThanOrEqual(1);
    await expect(signups.getByTestId("overview-today")).toHaveText(
      new Intl.NumberFormat(language).format(data.today.signups),
    );
    await expect(signups.getByTestId("overview-month")).toHaveText(
      new Intl.NumberFormat(language).format(data.month.signups),
    );

    await expect(page.getByTestId("overview-money-chart")).toBeVisible();
    await expect(page.getByTestId("overview-counts-chart").locator("svg").first()).toBeVisible();
    await expect(page.getByTestId("overview-low-stock")).toContainText(words.lowStock);
  });
}
