import { expect, test } from "@playwright/test";
import { apiCall } from "./support/api-call.ts";
import { logInAsNewCustomer } from "./support/api-session.ts";
import { fetchPlans } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { payBySandboxCard, placeResidentialOrder } from "./support/orders.ts";

// One click from paid to proxy (issue #24 item 7, residential half): the success view of a
// residential payment and the paid order's row lead to the proxy generator, which shows the new
// plan's credentials.

for (const language of ["en", "zh-CN"] as const) {
  test(`a paid residential plan: the success view and its order row open the generator with its credentials (${language})`, async ({
    page,
    request,
  }) => {
    const text =
      language === "en"
        ? { useProxies: "Generate your proxies", proxies: "Proxies" }
        : { useProxies: "生成您的代理", proxies: "生成代理" };
    const { token } = await logInAsNewCustomer(page, request);
    const [plan] = await fetchPlans(request, "en");
    if (!plan) throw new Error("the demo catalogue lacks a residential plan");
    const orderNo = await placeResidentialOrder(request, token, plan.id);
    await payBySandboxCard(request, token, orderNo);
    const account = (await apiCall("GET", "/api/member/proxy_user", { headers: { token } })).body.data as {
      username: string;
    };
    if (language === "zh-CN") await gotoHydrated(page, "/residential/?lang=zh-CN");

    // Where the card provider sends the customer back.
    await gotoHydrated(page, `/payment?pay_result=1&pay_type=1&order_no=${orderNo}&type=1`);
    await expect(page.getByTestId("payment-success")).toHaveAttribute("data-state", "success");
    const generatorLink = page.getByTestId("payment-generator-link");
    await expect(generatorLink).toHaveText(text.useProxies);
    await generatorLink.click();
    await expect(page).toHaveURL("/ucenter/use_proxy/");
    await expect(page.getByTestId("proxy-username")).toHaveValue(account.username);

    await gotoHydrated(page, `/ucenter/residential/orders?orderNo=${orderNo}`);
    const row = page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
    await expect(row.getByTestId("order-generator-link")).toHaveText(text.proxies);
    await row.getByTestId("order-generator-link").click();
    await expect(page).toHaveURL("/ucenter/use_proxy/");
    await expect(page.getByTestId("proxy-username")).toHaveValue(account.username);
  });
}
