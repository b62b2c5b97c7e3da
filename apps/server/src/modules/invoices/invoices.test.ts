import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, createCustomer, createRegion, topUp } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";

let t: TestApp;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://portico.test" }, now: () => clock });
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: url.replace("https://portico.test", ""), headers });

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe("invoices", () => {
  it("links a paid order's PDF for its owner only, without the token header, for a short while", async () => {
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer, "zh-CN");
    const rechargeNo = await topUp(t.app, customer, 30);
    const region = await createRegion(t, "IVA", 2, 700);
    const order = (
      await api.post("/api/order/create", { type: 2, date_unit: "monthly", static_commodity: `${region}:2` })
    ).json().data;
    const unpaid = await api.get(`/api/invoice/export?order_no=${order.order_no}`);
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().msg).toBe("订单支付后才能开具发票。");
    await api.post("/api/checkout/pay", { order_no: order.order_no });

    const link = (await api.get(`/api/invoice/export?order_no=${order.order_no}`)).json().data.url as string;
    expect(link).toMatch(/^https:\/\/portico\.test\/api\/invoice\/file\?token=[\w-]+\.[\w-]+&lang=zh-CN$/);
    const file = await open(link);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe(`inline; filename="invoice-${order.order_no}.pdf"`);
    const text = await pdfText(file.rawPayload);
    expect(text).toContain(order.order_no);
    expect(text).toContain("发票");
    expect(text).toContain("测试国 IVA");

    const token = new URL(link).searchParams.get("token") ?? "";
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await open(`/api/invoice/file?token=${tampered}`)).statusCode).toBe(404);
    const stranger = apiFor(t.app, await createCustomer(t));
    expect((await stranger.get(`/api/invoice/export?order_no=${order.order_no}`)).statusCode).toBe(404);

    const recharge = (await api.get(`/api/invoice/export_recharge_invoice?order_no=${rechargeNo}`)).json().data
      .url as string;
    const rechargePdf = await open(recharge);
    expect(rechargePdf.statusCode).toBe(200);
    expect(await pdfText(rechargePdf.rawPayload)).toContain(rechargeNo);
    expect((await api.get(`/api/invoice/export_recharge_invoice?order_no=${order.order_no}`)).statusCode).toBe(422);

    clock = new Date(clock.getTime() + 11 * 60_000);
    const expired = await open(link);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toBe("发票链接无效或已过期，请在订单列表中重新导出。");
  });
});
