import { expect, test } from "@playwright/test";
import { logInAsNewCustomer } from "./support/api-session.ts";
import { gotoHydrated } from "./support/hydration.ts";

test.describe("user-centre layout", () => {
  test("the sidebar's open or closed state is remembered across reloads", async ({ page, request }) => {
    await logInAsNewCustomer(page, request);
    await gotoHydrated(page, "/ucenter/residential/");
    const toggle = page.getByTestId("sidebar-toggle");
    const sidebar = page.getByTestId("ucenter-sidebar");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar).toBeInViewport();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(sidebar).not.toBeInViewport();

    await page.reload();
    await expect(page.getByTestId("sidebar-toggle")).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("ucenter-sidebar")).not.toBeInViewport();
  });

  test("page titles come from the route, in the current language", async ({ page }) => {
    await gotoHydrated(page, "/residential/");
    const englishTitle = await page.title();
    expect(englishTitle).toContain("Portico");
    expect(englishTitle).not.toBe("Portico");

    await page.getByTestId("language-switch").click();
    await page.getByTestId("language-option-zh-CN").click();
    await expect(page).toHaveTitle(/[\u4e00-\u9fff]/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 760 } });

    test("the top bar fits: the language and the account show their icons, named for screen readers, and the account menu opens on screen", async ({
      page,
      request,
    }) => {
      for (const [path, accountName, signOut] of [
        ["/ucenter/wallet/", "Account", "Sign out"],
        ["/ucenter/wallet/?lang=zh-CN", "账户", "退出登录"],
      ] as const) {
        if (path === "/ucenter/wallet/") await logInAsNewCustomer(page, request);
        await gotoHydrated(page, path);
        const account = page.getByTestId("account-menu");
        const language = page.getByTestId("language-switch");
        for (const control of [page.getByTestId("sidebar-toggle-mobile"), language, account]) {
          const box = await control.boundingBox();
          expect(box, "a top-bar control has a box").not.toBeNull();
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
        }
        await expect(account).toHaveAccessibleName(new RegExp(`^${accountName}`));
        await account.click();
        const signOutButton = page.getByTestId("sign-out");
        await expect(signOutButton).toHaveText(signOut);
        const box = await signOutButton.boundingBox();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
        await page.keyboard.press("Escape");
      }
    });
  });
});
