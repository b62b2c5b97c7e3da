import { expect, test } from "@playwright/test";
import { apiCall } from "./support/api-call.ts";
import { signedInOwner } from "./support/console.ts";

test.describe.configure({ timeout: 120_000 });

const WORDS = {
  en: {
    title: "Proxy network",
    exists: (address: string, port: number) => `A gateway host ${address}:${port} exists already.`,
  },
  "zh-CN": {
    title: "代理网络",
    exists: (address: string, port: number) => `网关主机 ${address}:${port} 已存在。`,
  },
} as const;

const publicHosts = async () =>
  ((await apiCall("GET", "/api/index/proxy_domain_list")).body.data as { address: string; port: number }[]).map(
    (host) => `${host.address}:${host.port}`,
  );

for (const language of ["en", "zh-CN"] as const) {
  test(`${language}: an owner adds a gateway host, is refused a duplicate, removes it; the generator's public list follows`, async ({
    page,
  }) => {
    const words = WORDS[language];
    const address = `gw-${language.toLowerCase()}-${Date.now().toString(36)}.example`;
    await signedInOwner(page, { label: "network", name: "Nia Network", language });
    await page.getByTestId("console-nav-proxyNetwork").click();
    await expect(page).toHaveURL(/\/console\/proxy-network$/);
    await expect(page.getByRole("heading", { name: words.title, level: 1 })).toBeVisible();

    await page.getByTestId("host-add").click();
    const form = page.getByTestId("host-form");
    await form.getByTestId("host-address").fill(address);
    await form.getByTestId("host-port").fill("9443");
    await form.getByTestId("host-weight").fill("4");
    await form.getByTestId("form-save").click();
    await expect(form).toBeHidden();
    const row = page.getByTestId("host-row").and(page.locator(`[data-address="${address}"]`));
    await expect(row).toContainText("9443");
    await expect.poll(publicHosts).toContain(`${address}:9443`);

    // The same address and port again: the server's refusal, in the reader's language, in the form.
    await page.getByTestId("host-add").click();
    await form.getByTestId("host-address").fill(address);
    await form.getByTestId("host-port").fill("9443");
    await form.getByTestId("form-save").click();
    await expect(form.getByTestId("form-error")).toHaveText(words.exists(address, 9443));
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();

    await row.getByTestId("row-delete").click();
    await page.getByTestId("delete-confirm").click();
    await expect(row).toHaveCount(0);
    await expect.poll(publicHosts).not.toContain(`${address}:9443`);
  });
}
