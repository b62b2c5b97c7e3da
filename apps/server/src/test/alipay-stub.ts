import { createSign, createVerify, generateKeyPairSync, randomBytes, randomInt } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { WebhookRequest } from "../modules/payments/payment-provider.ts";

export type RsaKeyPair = { privateKey: string; publicKey: string };

/**
 * The two key pairs of an Alipay integration, made fresh: the merchant's (its private key signs
 * Portico's requests; Alipay holds the public one) and Alipay's (its private key signs
 * notifications; the merchant holds the public one). 2048-bit RSA, PEM, as the key tool makes them.
 */
export function generateAlipayKeys(): { merchant: RsaKeyPair; alipay: RsaKeyPair } {
  const pair = (): RsaKeyPair =>
    generateKeyPairSync("rsa", {
      modulusLength: 2048,
      publicKeyEncoding: { type: "spki", format: "pem" },
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
    });
  return { merchant: pair(), alipay: pair() };
}

/**
 * Alipay's RSA2 content to sign: every parameter but those left out, sorted by name, as
 * `name=value` joined by `&`, the values as sent (not URL-encoded).
 */
export function alipaySigningString(params: Record<string, string>, leaveOut: string[]): string {
  return Object.keys(params)
    .filter((name) => !leaveOut.includes(name))
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join("&");
}

/** How Alipay signs an asynchronous notification: RSA-SHA256 over the content without `sign` and `sign_type`, base64. */
export function signAlipayNotification(params: Record<string, string>, alipayPrivateKey: string): string {
  return createSign("RSA-SHA256")
    .update(alipaySigningString(params, ["sign", "sign_type"]), "utf8")
    .sign(alipayPrivateKey, "base64");
}

/** The POST Alipay makes to the notify URL: the parameters and their signature, form-encoded. */
export function alipayNotification(params: Record<string, string>, alipayPrivateKey: string): WebhookRequest {
  const sign = signAlipayNotification(params, alipayPrivateKey);
  const body = new URLSearchParams({ ...params, sign_type: "RSA2", sign }).toString();
  return {
    rawBody: Buffer.from(body, "utf8"),
    headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
  };
}

/** Now, or another moment, as Alipay writes times: China time (UTC+8), `yyyy-MM-dd HH:mm:ss`. */
const chinaTime = (date = new Date()) =>
  new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace("T", " ");

export type PagePayVisit = {
  /** The query parameters of the request, decoded. */
  params: Record<string, string>;
  /** `biz_content`, parsed. */
  bizContent: Record<string, string>;
  /** Whether `sign` verifies with the merchant's public key over every other parameter (`sign_type` included). */
  signatureValid: boolean;
};

export type AlipayGatewayStandIn = {
  /** Pass as the provider's `gateway`. */
  url: string;
  /** Every browser visit to the gateway, in order. */
  visits: PagePayVisit[];
  /**
   * The notification Alipay would post after the customer of `visit` acted: signed with Alipay's
   * private key, for the visit's app_id, out_trade_no and total_amount, with `trade_status`.
   */
  notificationFor(visit: PagePayVisit, tradeStatus: string, overrides?: Record<string, string>): WebhookRequest;
  close(): Promise<void>;
};

/**
 * Stands in for Alipay's OpenAPI gateway, which the test machines cannot reach, as the customer's
 * browser meets it: a GET of `alipay.trade.page.pay` is checked the way Alipay checks it (the
 * application, the method, the merchant's RSA2 signature over the sorted parameters) and answered
 * with a cashier page, or with Alipay's error code and a 400 (Alipay itself shows an error page).
 */
export async function startAlipayGateway(settings: {
  appId: string;
  merchantPublicKey: string;
  alipayPrivateKey: string;
}): Promise<AlipayGatewayStandIn> {
  const visits: PagePayVisit[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://gateway.invalid");
    const params = Object.fromEntries(url.searchParams);
    let signatureValid = false;
    try {
      signatureValid =
        !!params.sign &&
        createVerify("RSA-SHA256")
          .update(alipaySigningString(params, ["sign"]), "utf8")
          .verify(settings.merchantPublicKey, params.sign, "base64");
    } catch {
      signatureValid = false;
    }
    let bizContent: Record<string, string> = {};
    try {
      bizContent = JSON.parse(params.biz_content ?? "{}") as Record<string, string>;
    } catch {
      bizContent = {};
    }
    visits.push({ params, bizContent, signatureValid });

    let error = "";
    if (url.pathname !== "/gateway.do") error = "isv.invalid-request-path";
    else if (params.app_id !== settings.appId) error = "isv.invalid-app-id";
    else if (params.method !== "alipay.trade.page.pay") error = "isv.invalid-method";
    else if (params.sign_type !== "RSA2") error = "isv.invalid-signature-type";
    else if (!signatureValid) error = "isv.invalid-signature";
    response.setHeader("content-type", "text/html; charset=utf-8");
    if (error) {
      response.statusCode = 400;
      response.end(`<!doctype html><title>支付宝 - 错误</title><p>错误代码 ${error}</p>`);
      return;
    }
    response.end(
      `<!doctype html><title>支付宝 - 网上支付</title><p>${bizContent.subject ?? ""}</p><p>¥${bizContent.total_amount ?? ""}</p>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/gateway.do`,
    visits,
    notificationFor(visit, tradeStatus, overrides = {}) {
      const now = chinaTime();
      return alipayNotification(
        {
          notify_time: now,
          notify_type: "trade_status_sync",
          notify_id: randomBytes(16).toString("hex"),
          charset: "utf-8",
          version: "1.0",
          app_id: visit.params.app_id ?? "",
          trade_no: `2026${Array.from({ length: 24 }, () => randomInt(10)).join("")}`,
          out_trade_no: visit.bizContent.out_trade_no ?? "",
          trade_status: tradeStatus,
          total_amount: visit.bizContent.total_amount ?? "",
          receipt_amount: visit.bizContent.total_amount ?? "",
          buyer_pay_amount: visit.bizContent.total_amount ?? "",
          subject: visit.bizContent.subject ?? "",
          seller_id: "2088000000000001",
          buyer_open_id: "074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo5",
          gmt_create: now,
          ...(tradeStatus === "TRADE_SUCCESS" || tradeStatus === "TRADE_FINISHED" ? { gmt_payment: now } : {}),
          ...overrides,
        },
        settings.alipayPrivateKey,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
