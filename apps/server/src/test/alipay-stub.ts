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
  /** Every alipay.trade.refund call the gateway received (signature checked), in order. */
  refundCalls: { bizContent: Record<string, string>; signatureValid: boolean }[];
  /** The refunds made, by out_request_no (one each, however often it is sent). */
  refunds: Map<string, { outTradeNo: string; amountFen: number }>;
  /**
   * The next `times` refund calls go wrong: `drop` makes the refund, then cuts the connection
   * before answering; `system-error` answers ACQ.SYSTEM_ERROR without refunding; `refuse`
   * answers ACQ.TRADE_HAS_FINISHED (the trade can no longer be refunded).
   */
  failRefunds(how: "drop" | "system-error" | "refuse", times: number): void;
  close(): Promise<void>;
};

/** Trades paid at the gateway (a TRADE_SUCCESS was notified), by out_trade_no. */
type PaidTrade = { tradeNo: string; totalFen: number; refundedFen: number };

const fenOf = (amount: string) => Math.round(Number(amount) * 100);
const yuanOf = (fen: number) => (fen / 100).toFixed(2);

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
  const trades = new Map<string, PaidTrade>();
  const refundCalls: AlipayGatewayStandIn["refundCalls"] = [];
  const refunds = new Map<string, { outTradeNo: string; amountFen: number; answer: Record<string, string> }>();
  let failures: { how: "drop" | "system-error" | "refuse"; left: number } = { how: "drop", left: 0 };

  const merchantSigned = (params: Record<string, string>) => {
    try {
      return (
        !!params.sign &&
        createVerify("RSA-SHA256")
          .update(alipaySigningString(params, ["sign"]), "utf8")
          .verify(settings.merchantPublicKey, params.sign, "base64")
      );
    } catch {
      return false;
    }
  };

  /** Alipay's answer to an OpenAPI call: the response object's exact JSON text, signed with Alipay's key. */
  const signedAnswer = (method: string, answer: Record<string, string>) => {
    const json = JSON.stringify(answer);
    const sign = createSign("RSA-SHA256").update(json, "utf8").sign(settings.alipayPrivateKey, "base64");
    return `{"${method.replaceAll(".", "_")}_response":${json},"sign":"${sign}"}`;
  };

  /** alipay.trade.refund as Alipay runs it: once per out_request_no, never above what is left of the trade. */
  function refund(biz: Record<string, string>): Record<string, string> {
    const error = (sub_code: string, sub_msg: string) => ({ code: "40004", msg: "Business Failed", sub_code, sub_msg });
    // Either number names the trade (Alipay's rule); given both, they must agree.
    const outTradeNo =
      biz.out_trade_no ?? [...trades].find(([, candidate]) => candidate.tradeNo === biz.trade_no)?.[0] ?? "";
    const trade = trades.get(outTradeNo);
    if (!trade || (biz.trade_no && biz.trade_no !== trade.tradeNo)) return error("ACQ.TRADE_NOT_EXIST", "交易不存在");
    const requestNo = biz.out_request_no ?? "";
    const earlier = refunds.get(requestNo);
    // The same out_request_no again: the refund made the first time, no money moves.
    if (earlier) return { ...earlier.answer, fund_change: "N" };
    const fen = fenOf(biz.refund_amount ?? "");
    if (!(fen > 0) || fen > trade.totalFen - trade.refundedFen) {
      return error("ACQ.REFUND_AMT_NOT_EQUAL_TOTAL", "退款金额超限");
    }
    trade.refundedFen += fen;
    const answer = {
      code: "10000",
      msg: "Success",
      trade_no: trade.tradeNo,
      out_trade_no: outTradeNo,
      buyer_logon_id: "159****5620",
      fund_change: "Y",
      refund_fee: yuanOf(trade.refundedFen),
      send_back_fee: biz.refund_amount ?? "",
    };
    refunds.set(requestNo, { outTradeNo, amountFen: fen, answer });
    return answer;
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://gateway.invalid");
    if (request.method === "POST") {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        // The SDK puts the common parameters in the query and biz_content in the form body; the signature covers both.
        const all: Record<string, string> = {
          ...Object.fromEntries(url.searchParams),
          ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))),
        };
        const signatureValid = merchantSigned(all);
        let biz: Record<string, string> = {};
        try {
          biz = JSON.parse(all.biz_content ?? "{}") as Record<string, string>;
        } catch {
          biz = {};
        }
        response.setHeader("content-type", "application/json;charset=utf-8");
        const method = all.method ?? "";
        if (method !== "alipay.trade.refund" || all.app_id !== settings.appId || !signatureValid) {
          const sub_code =
            method !== "alipay.trade.refund"
              ? "isv.invalid-method"
              : !signatureValid
                ? "isv.invalid-signature"
                : "isv.invalid-app-id";
          response.end(JSON.stringify({ error_response: { code: "40002", msg: "Invalid Arguments", sub_code } }));
          return;
        }
        refundCalls.push({ bizContent: biz, signatureValid });
        if (failures.left > 0 && failures.how === "system-error" && !refunds.has(biz.out_request_no ?? "")) {
          failures.left--;
          response.end(
            signedAnswer(method, {
              code: "40004",
              msg: "Business Failed",
              sub_code: "ACQ.SYSTEM_ERROR",
              sub_msg: "系统错误",
            }),
          );
          return;
        }
        if (failures.left > 0 && failures.how === "refuse" && !refunds.has(biz.out_request_no ?? "")) {
          failures.left--;
          const finished = {
            code: "40004",
            msg: "Business Failed",
            sub_code: "ACQ.TRADE_HAS_FINISHED",
            sub_msg: "交易已完结",
          };
          response.end(signedAnswer(method, finished));
          return;
        }
        const answer = refund(biz);
        if (failures.left > 0 && failures.how === "drop") {
          failures.left--;
          request.socket.destroy();
          return;
        }
        response.end(signedAnswer(method, answer));
      });
      return;
    }
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
    refundCalls,
    refunds,
    failRefunds(how, times) {
      failures = { how, left: times };
    },
    notificationFor(visit, tradeStatus, overrides = {}) {
      const now = chinaTime();
      const params = {
        notify_time: now,
        notify_type: "trade_status_sync",
        notify_id: randomBytes(16).toString("hex"),
        charset: "utf-8",
        version: "1.0",
        app_id: visit.params.app_id ?? "",
        // One trade per out_trade_no: a later notice of a paid trade (TRADE_FINISHED) carries its trade_no.
        trade_no:
          trades.get(visit.bizContent.out_trade_no ?? "")?.tradeNo ??
          `2026${Array.from({ length: 24 }, () => randomInt(10)).join("")}`,
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
      };
      // A paid trade can be refunded afterwards, up to its total.
      if (tradeStatus === "TRADE_SUCCESS" && !trades.has(params.out_trade_no)) {
        trades.set(params.out_trade_no, {
          tradeNo: params.trade_no,
          totalFen: fenOf(params.total_amount),
          refundedFen: 0,
        });
      }
      return alipayNotification(params, settings.alipayPrivateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
