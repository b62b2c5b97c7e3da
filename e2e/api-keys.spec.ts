import { type APIRequestContext, expect, test } from "@playwright/test";
import { baseURL } from "./playwright.config.ts";
import { apiCall, suiteEnvelopeOn } from "./support/api-call.ts";
import { logInAsNewCustomer } from "./support/api-session.ts";
import { gotoHydrated } from "./support/hydration.ts";

// The keys page (/ucenter/api-keys/, ADR 409): a key made in the page works from a script with
// `Authorization: Bearer`, within its scope, until it is revoked in the page.

type Language = "en" | "zh-CN";

/** A script's request with the key: a plain HTTP call, sealed only when the suite's server requires the envelope. */
async function callWithKey(
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  key: string,
  language: Language,
  data?: object,
): Promise<{ status: number; body: { code: number; msg: string; error?: string; data?: unknown } }> {
  const headers = { authorization: `Bearer ${key}`, "accept-language": language };
  if (suiteEnvelopeOn) return apiCall(method, path, { headers, data });
  const response =
    method === "GET" ? await request.get(path, { headers }) : await request.post(path, { headers, data });
  return { status: response.status(), body: await response.json() };
}

const TEXTS = {
  en: {
    menu: "API keys",
    heading: "API keys",
    createTitle: "Create an API key",
    nameRequired: "Give the key a name.",
    badSource: "“not-an-ip” is not an IP address or a CIDR range",
    secretTitle: "Copy your new API key",
    notShownAgain: "This is the only time the key is shown.",
    readOnly: "Read-only",
    never: "Never",
    fromLocal: "from 127.0.0.1",
    revokeTitle: "Revoke this key?",
    revoked: "The key “CI script” was revoked.",
    forbidden: "This credential does not allow orders:write.",
    invalidKey: "This API key is not valid",
  },
  "zh-CN": {
    menu: "API 密钥",
    heading: "API 密钥",
    createTitle: "创建 API 密钥",
    nameRequired: "请为密钥填写名称。",
    badSource: "“not-an-ip”不是有效的 IP 地址或 CIDR 网段",
    secretTitle: "复制您的新 API 密钥",
    notShownAgain: "密钥仅显示这一次。",
    readOnly: "只读",
    never: "从未使用",
    fromLocal: "来自 127.0.0.1",
    revokeTitle: "撤销此密钥？",
    revoked: "密钥“CI script”已撤销。",
    forbidden: "当前凭据没有 orders:write 权限。",
    invalidKey: "API 密钥无效",
  },
} as const;

for (const language of ["en", "zh-CN"] as const) {
  test(`a key made in the page reads with Bearer, is refused a write, and answers 401 once revoked there (${language})`, async ({
    page,
    request,
    context,
  }) => {
    const text = TEXTS[language];
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await logInAsNewCustomer(page, request);
    if (language === "zh-CN") await gotoHydrated(page, "/staticisp/?lang=zh-CN");

    await gotoHydrated(page, "/ucenter/api-keys/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading);
    await expect(page).toHaveTitle(new RegExp(`^${text.heading}`));
    const menuLink = page.getByTestId("ucenter-sidebar").getByRole("link", { name: text.menu });
    await expect(menuLink).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("api-keys-empty")).toBeVisible();
    await expect(page.getByTestId("api-keys-docs")).toHaveAttribute("href", "/api/docs/");
    await expect(page.getByTestId("api-keys-curl")).toContainText("Authorization: Bearer");
    await expect(page.getByTestId("api-keys-curl")).toContainText(`${baseURL}/api/member/wallet`);

    // The form: a name is required; a bad source address is refused in the server's words, in place.
    await page.getByTestId("create-key-open").click();
    const form = page.getByRole("dialog", { name: text.createTitle });
    await form.getByTestId("create-key-submit").click();
    await expect(form.getByText(text.nameRequired)).toBeVisible();
    await form.getByTestId("create-key-name").fill("CI script");
    await expect(form.getByTestId("create-key-access-read")).toHaveAttribute("aria-checked", "true");
    await expect(form.getByTestId("create-key-access-full")).toHaveAttribute("aria-checked", "false");
    await form.getByTestId("create-key-sources").fill("127.0.0.0/8\nnot-an-ip");
    await form.getByTestId("create-key-submit").click();
    await expect(form.getByText(text.badSource)).toBeVisible();
    await form.getByTestId("create-key-sources").fill("127.0.0.0/8, ::1");
    await form.getByTestId("create-key-submit").click();

    // The secret, once, with a warning and a copy button; only its button closes the dialog.
    const shown = page.getByRole("dialog", { name: text.secretTitle });
    await expect(shown).toContainText(text.notShownAgain);
    const secret = (await shown.getByTestId("new-key-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^pk_live_[A-Za-z0-9_-]{32}$/);
    await shown.getByTestId("new-key-copy").click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await page.keyboard.press("Escape");
    await expect(shown).toBeVisible();
    await shown.getByTestId("new-key-done").click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The list shows the hint, never the secret.
    const row = page.getByTestId("api-key-row");
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("api-key-name")).toHaveText("CI script");
    await expect(row.getByTestId("api-key-hint")).toHaveText(`${secret.slice(0, "pk_live_".length + 4)}…`);
    await expect(row.getByTestId("api-key-access")).toHaveText(text.readOnly);
    await expect(row.getByTestId("api-key-sources")).toHaveText("127.0.0.0/8::1");
    await expect(row.getByTestId("api-key-last-used")).toHaveText(text.never);
    expect(await page.content()).not.toContain(secret);

    // A script with the key: the wallet reads (200); placing an order needs a full key (403).
    const wallet = await callWithKey(request, "GET", "/api/member/wallet", secret, language);
    expect(wallet.status).toBe(200);
    expect(wallet.body.code).toBe(1);
    const { body: catalogue } = await apiCall("GET", "/api/index/packages?type=1");
    const order = { type: 1, package_id: catalogue.data["1"][0].id };
    const refused = await callWithKey(request, "POST", "/api/order/create", secret, language, order);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 0, error: "forbidden", msg: text.forbidden });

    // The page shows the last use, read again on the next visit to it.
    await expect(async () => {
      await menuLink.click();
      await expect(row.getByTestId("api-key-last-used")).toContainText(text.fromLocal, { timeout: 1_000 });
    }).toPass();

    // Revoked in the page, after a confirmation naming the key: the list is empty again.
    await row.getByTestId("revoke-key").click();
    const confirm = page.getByRole("dialog", { name: text.revokeTitle });
    await expect(confirm).toContainText("CI script");
    await expect(confirm).toContainText(secret.slice(0, 12));
    await confirm.getByTestId("confirm-revoke").click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText(text.revoked)).toBeVisible();
    await expect(page.getByTestId("api-key-row")).toHaveCount(0);
    await expect(page.getByTestId("api-keys-empty")).toBeVisible();

    // The same request now answers 401.
    const after = await callWithKey(request, "GET", "/api/member/wallet", secret, language);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 0, error: "unauthorized" });
    expect(after.body.msg).toContain(text.invalidKey);
  });
}
