import { createPrivateKey, createPublicKey, createVerify } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AlipayGatewayStandIn,
  alipayNotification,
  alipaySigningString,
  generateAlipayKeys,
  type PagePayVisit,
  startAlipayGateway,
} from "../../../test/alipay-stub.ts";
import { type CheckoutRequest, type PaymentProvider, WebhookRejected } from "../payment-provider.ts";
import { chinaTime, createAlipayProvider } from "./alipay-provider.ts";

const APP_ID = "2021000000000001";
const NOTIFY_URL = "https://portico.example/api/payment/webhook/alipay";
const keys = generateAlipayKeys();

let gateway: AlipayGatewayStandIn;
let alipay: PaymentProvider;
beforeAll(async () => {
  gateway = await startAlipayGateway({
    appId: APP_ID,
    merchantPublicKey: keys.merchant.publicKey,
    alipayPrivateKey: keys.alipay.privateKey,
  });
  alipay = createAlipayProvider({
    appId: APP_ID,
    privateKey: keys.merchant.privateKey,
    alipayPublicKey: keys.alipay.publicKey,
    gateway: gateway.url,
    notifyUrl: NOTIFY_URL,
  });
});
afterAll(async () => {
  await gateway.close();
});

const checkout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  reference: "P20260101120000123456_1",
  orderNo: "P20260101120000123456",
  title: "静态 ISP 代理 / 美国 30 天",
  payType: 2,
  amountMinor: 35_805,
  currency: "cny",
  language: "zh-CN",
  customerEmail: "buyer@example.com",
  successUrl: "https://portico.example/ucenter/orders?paid=P20260101120000123456",
  cancelUrl: "https://portico.example/payment?order=P20260101120000123456",
  expiresAt: new Date("2026-01-01T04:30:00Z"),
  ...overrides,
});

/** The customer's browser following the checkout URL to the gateway. */
async function visit(url: string): Promise<{ status: number; page: string; visit: PagePayVisit }> {
  const response = await fetch(url);
  const page = await response.text();
  const last = gateway.visits.at(-1);
  if (!last) throw new Error("the gateway saw no visit");
  return { status: response.status, page, visit: last };
}

/** A visit to the gateway as if for an order: what `notificationFor` reads. */
const visitFor = (overrides: Record<string, string> = {}): PagePayVisit => ({
  params: { app_id: APP_ID },
  bizContent: { out_trade_no: "P20260101120000123456", total_amount: "358.05", subject: "静态 ISP 代理", ...overrides },
  signatureValid: true,
});

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebhookRejected);
  return (error as WebhookRejected).reason;
};

describe("createCheckout", () => {
  it("returns a signed alipay.trade.page.pay URL on the configured gateway that the gateway accepts", async () => {
    const before = Date.now();
    const result = await alipay.createCheckout(checkout());
    expect(result.providerRef).toBe("P20260101120000123456_1");

    const url = new URL(result.url);
    expect(`${url.origin}${url.pathname}`).toBe(gateway.url);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      app_id: APP_ID,
      method: "alipay.trade.page.pay",
      charset: "utf-8",
      sign_type: "RSA2",
      version: "1.0",
      return_url: "https://portico.example/ucenter/orders?paid=P20260101120000123456",
      notify_url: NOTIFY_URL,
    });
    expect(JSON.parse(params.biz_content ?? "")).toEqual({
      out_trade_no: "P20260101120000123456_1",
      total_amount: "358.05",
      subject: "静态 ISP 代理 美国 30 天",
      product_code: "FAST_INSTANT_TRADE_PAY",
      // 04:30 UTC is 12:30 in China.
      time_expire: "2026-01-01 12:30:00",
    });
    // Stamped in China time, whatever the server's time zone.
    const stamped = Date.parse(`${(params.timestamp ?? "").replace(" ", "T")}+08:00`);
    expect(stamped).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(stamped).toBeLessThanOrEqual(Date.now());

    // Really signed: RSA-SHA256 over every parameter but `sign`, sorted, with the merchant's key.
    const signed = createVerify("RSA-SHA256")
      .update(alipaySigningString(params, ["sign"]), "utf8")
      .verify(keys.merchant.publicKey, params.sign ?? "", "base64");
    expect(signed).toBe(true);

    const { status, page, visit: seen } = await visit(result.url);
    expect(status).toBe(200);
    expect(seen.signatureValid).toBe(true);
    expect(page).toContain("¥358.05");
  });

  it("writes whole yuan and single fen with two decimals", async () => {
    for (const [fen, yuan] of [
      [1, "0.01"],
      [10_000, "100.00"],
      [990, "9.90"],
    ] as const) {
      const { visit: seen } = await visit((await alipay.createCheckout(checkout({ amountMinor: fen }))).url);
      expect(seen.bizContent.total_amount).toBe(yuan);
    }
  });

  it("is refused by the gateway when signed with another merchant's key", async () => {
    const impostor = createAlipayProvider({
      appId: APP_ID,
      privateKey: generateAlipayKeys().merchant.privateKey,
      alipayPublicKey: keys.alipay.publicKey,
      gateway: gateway.url,
      notifyUrl: NOTIFY_URL,
    });
    const { status, page } = await visit((await impostor.createCheckout(checkout())).url);
    expect(status).toBe(400);
    expect(page).toContain("isv.invalid-signature");
  });

  it("refuses a checkout in dollars: Alipay charges yuan", async () => {
    await expect(alipay.createCheckout(checkout({ currency: "usd", amountMinor: 4_990 }))).rejects.toThrow(/CNY only/);
  });

  it("takes the keys as Alipay's key tool prints them: bare base64, PKCS#1 or PKCS#8", async () => {
    const bare = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, "").replace(/\s+/g, "");
    const pkcs1 = createPrivateKey(keys.merchant.privateKey).export({ type: "pkcs1", format: "pem" }) as string;
    const der = (type: "pkcs1" | "pkcs8") =>
      (createPrivateKey(keys.merchant.privateKey).export({ type, format: "der" }) as Buffer).toString("base64");
    const alipayBare = (
      createPublicKey(keys.alipay.publicKey).export({ type: "spki", format: "der" }) as Buffer
    ).toString("base64");
    for (const privateKey of [pkcs1, der("pkcs8"), der("pkcs1"), bare(keys.merchant.privateKey)]) {
      const provider = createAlipayProvider({
        appId: APP_ID,
        privateKey,
        alipayPublicKey: alipayBare,
        gateway: gateway.url,
        notifyUrl: NOTIFY_URL,
      });
      const { status } = await visit((await provider.createCheckout(checkout())).url);
      expect(status).toBe(200);
      const paid = await provider.verifyWebhook(gateway.notificationFor(visitFor(), "TRADE_SUCCESS"));
      expect(paid?.outcome).toBe("paid");
    }
  });

  it("fails at creation on a key it cannot read", () => {
    expect(() =>
      createAlipayProvider({
        appId: APP_ID,
        privateKey: "not a key",
        alipayPublicKey: keys.alipay.publicKey,
        notifyUrl: NOTIFY_URL,
      }),
    ).toThrow();
  });
});

describe("verifyWebhook", () => {
  it("reads a TRADE_SUCCESS notification for the checkout: paid, amount in fen, Alipay's trade number", async () => {
    const { visit: seen } = await visit((await alipay.createCheckout(checkout())).url);
    const notification = gateway.notificationFor(seen, "TRADE_SUCCESS");
    const sent = Object.fromEntries(new URLSearchParams(notification.rawBody.toString("utf8")));

    expect(await alipay.verifyWebhook(notification)).toEqual({
      eventId: sent.notify_id,
      reference: "P20260101120000123456_1",
      outcome: "paid",
      amountMinor: 35_805,
      currency: "cny",
      providerRef: sent.trade_no,
    });
  });

  it("reads TRADE_FINISHED as paid, TRADE_CLOSED as cancelled, and ignores WAIT_BUYER_PAY", async () => {
    expect((await alipay.verifyWebhook(gateway.notificationFor(visitFor(), "TRADE_FINISHED")))?.outcome).toBe("paid");
    expect((await alipay.verifyWebhook(gateway.notificationFor(visitFor(), "TRADE_CLOSED")))?.outcome).toBe(
      "cancelled",
    );
    expect(await alipay.verifyWebhook(gateway.notificationFor(visitFor(), "WAIT_BUYER_PAY"))).toBeNull();
  });

  it("ignores a refund's notification, which reuses the trade's status", async () => {
    const refunded = { refund_fee: "358.05", gmt_refund: chinaTime(new Date()), out_biz_no: "R1" };
    expect(await alipay.verifyWebhook(gateway.notificationFor(visitFor(), "TRADE_CLOSED", refunded))).toBeNull();
    expect(
      await alipay.verifyWebhook(
        gateway.notificationFor(visitFor(), "TRADE_SUCCESS", { ...refunded, refund_fee: "100.00" }),
      ),
    ).toBeNull();
  });

  it("reads amounts written with one decimal or none", async () => {
    const one = await alipay.verifyWebhook(
      gateway.notificationFor(visitFor({ total_amount: "12.5" }), "TRADE_SUCCESS"),
    );
    expect(one?.amountMinor).toBe(1_250);
    const none = await alipay.verifyWebhook(gateway.notificationFor(visitFor({ total_amount: "88" }), "TRADE_SUCCESS"));
    expect(none?.amountMinor).toBe(8_800);
  });

  it("keys the event on trade number and status when notify_id is absent", async () => {
    const notification = gateway.notificationFor(visitFor(), "TRADE_SUCCESS", { notify_id: "" });
    const event = await alipay.verifyWebhook(notification);
    expect(event?.eventId).toBe(`${event?.providerRef}:TRADE_SUCCESS`);
  });

  it("rejects a forged signature", async () => {
    const genuine = gateway.notificationFor(visitFor(), "TRADE_SUCCESS");
    const form = new URLSearchParams(genuine.rawBody.toString("utf8"));
    const sign = form.get("sign") ?? "";
    form.set("sign", `${sign.slice(0, 10)}${sign[10] === "A" ? "B" : "A"}${sign.slice(11)}`);
    expect(await rejection(alipay.verifyWebhook({ ...genuine, rawBody: Buffer.from(form.toString()) }))).toBe(
      "signature",
    );
  });

  it("rejects a genuine notification whose amount was changed after signing", async () => {
    const genuine = gateway.notificationFor(visitFor(), "TRADE_SUCCESS");
    const form = new URLSearchParams(genuine.rawBody.toString("utf8"));
    form.set("total_amount", "0.01");
    expect(await rejection(alipay.verifyWebhook({ ...genuine, rawBody: Buffer.from(form.toString()) }))).toBe(
      "signature",
    );
  });

  it("rejects a notification signed with a key other than Alipay's", async () => {
    const forger = generateAlipayKeys().alipay.privateKey;
    const forged = alipayNotification(
      {
        app_id: APP_ID,
        notify_id: "n1",
        out_trade_no: "P20260101120000123456",
        trade_no: "2026000000000000000000000001",
        trade_status: "TRADE_SUCCESS",
        total_amount: "358.05",
      },
      forger,
    );
    expect(await rejection(alipay.verifyWebhook(forged))).toBe("signature");
  });

  it("rejects an unsigned notification and one claiming the weaker RSA signature type", async () => {
    const body = "app_id=2021000000000001&out_trade_no=P1&trade_no=T1&trade_status=TRADE_SUCCESS&total_amount=1.00";
    expect(await rejection(alipay.verifyWebhook({ rawBody: Buffer.from(body), headers: {} }))).toBe("signature");
    const genuine = gateway.notificationFor(visitFor(), "TRADE_SUCCESS");
    const form = new URLSearchParams(genuine.rawBody.toString("utf8"));
    form.set("sign_type", "RSA");
    expect(await rejection(alipay.verifyWebhook({ ...genuine, rawBody: Buffer.from(form.toString()) }))).toBe(
      "signature",
    );
  });

  it("rejects a genuine notification for another application", async () => {
    const other = gateway.notificationFor(visitFor(), "TRADE_SUCCESS", { app_id: "2021000000000099" });
    expect(await rejection(alipay.verifyWebhook(other))).toBe("merchant");
  });

  it("rejects a genuine notification that lacks the trade's fields", async () => {
    const noAmount = gateway.notificationFor(visitFor(), "TRADE_SUCCESS", { total_amount: "" });
    expect(await rejection(alipay.verifyWebhook(noAmount))).toBe("malformed");
    const badAmount = gateway.notificationFor(visitFor({ total_amount: "12.345" }), "TRADE_SUCCESS");
    expect(await rejection(alipay.verifyWebhook(badAmount))).toBe("malformed");
  });

  it("answers Alipay with the plain text success", () => {
    expect(alipay.acknowledgement).toEqual({ status: 200, contentType: "text/plain", body: "success" });
  });
});

describe("chinaTime", () => {
  it("writes a moment as Alipay reads it, in UTC+8 across the date line", () => {
    expect(chinaTime(new Date("2026-12-31T16:00:00Z"))).toBe("2027-01-01 00:00:00");
    expect(chinaTime(new Date("2026-06-15T03:04:05.678Z"))).toBe("2026-06-15 11:04:05");
  });
});
