import type { FastifyInstance } from "fastify";
import { escapeHtml } from "../../plugins/escape-html.ts";
import type { PaymentOutcome } from "./payment-provider.ts";
import { SANDBOX_SIGNATURE_HEADER, type SandboxCheckout, type SandboxProvider } from "./providers/sandbox-provider.ts";

const TEXT = {
  en: {
    title: "Sandbox checkout",
    banner: "Sandbox — no money moves. This page stands in for a payment provider's test mode.",
    order: "Order",
    item: "Item",
    amount: "Amount",
    method: "Method",
    methods: { 1: "Card", 2: "Alipay" },
    pay: "Pay",
    fail: "Fail the payment",
    cancel: "Cancel and go back",
    expired: "This checkout has expired: the order closed. Go back and start the payment again.",
    invalid: "This checkout link is not valid.",
    back: "Back to the shop",
  },
  "zh-CN": {
    title: "沙盒收银台",
    banner: "沙盒环境——不会产生真实扣款。本页面模拟支付服务商的测试模式。",
    order: "订单",
    item: "商品",
    amount: "金额",
    method: "支付方式",
    methods: { 1: "银行卡", 2: "支付宝" },
    pay: "支付",
    fail: "模拟支付失败",
    cancel: "取消并返回",
    expired: "该收银台已过期：订单已关闭。请返回重新发起支付。",
    invalid: "该支付链接无效。",
    back: "返回商店",
  },
} as const;

/** `styleNonce`: the request's CSP nonce, without which the browser drops the inline styles. */
function page(language: "en" | "zh-CN", styleNonce: string, body: string): string {
  const t = TEXT[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title><style nonce="${styleNonce}">
body{font-family:system-ui,sans-serif;background:#f1f3f5;color:#1a1b1e;margin:0;padding:24px}
main{max-width:440px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
.banner{background:#fff4e6;border:1px solid #ffa94d;color:#7a3e00;border-radius:8px;padding:10px 12px;font-size:14px;margin-bottom:20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#495057}dd{margin:0;font-weight:600;word-break:break-all}
button{display:block;width:100%;padding:12px;border-radius:8px;border:1px solid #ced4da;background:#fff;font-size:15px;margin-top:10px;cursor:pointer}
button.pay{background:#1c7ed6;border-color:#1c7ed6;color:#fff;font-weight:600}
</style></head><body><main><h1 style="font-size:22px;margin-top:0">${t.title}</h1><p class="banner" role="note">${t.banner}</p>${body}</main></body></html>`;
}

const money = (checkout: SandboxCheckout) =>
  `${checkout.currency === "cny" ? "¥" : "$"}${(checkout.amountMinor / 100).toFixed(2)}`;

/**
 * The sandbox provider's hosted checkout (`/sandbox/checkout?session=…`). Pay, Fail and Cancel each
 * send a signed webhook to Portico's own webhook route, as a real provider's test mode would,
 * then return the browser to the shop. Plain HTML, no script: it is the provider's page, not ours.
 */
export default async function sandboxCheckoutRoutes(app: FastifyInstance, options: { sandbox: SandboxProvider }) {
  const { sandbox } = options;
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, new URLSearchParams(String(body)));
  });

  app.get<{ Querystring: { session?: string } }>(
    "/sandbox/checkout",
    { schema: { hide: true } },
    async (request, reply) => {
      const checkout = sandbox.readCheckout(request.query.session ?? "");
      const language = checkout?.language ?? request.language;
      const t = TEXT[language];
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      if (!checkout) return reply.code(404).send(page(language, request.cspNonce.style, `<p>${t.invalid}</p>`));
      if (checkout.expiresAt * 1000 <= Date.now()) {
        return reply.send(
          page(
            language,
            request.cspNonce.style,
            `<p>${t.expired}</p><p><a href="${escapeHtml(checkout.cancelUrl)}">${t.back}</a></p>`,
          ),
        );
      }
      const action = `/sandbox/checkout?session=${escapeHtml(request.query.session ?? "")}`;
      return reply.send(
        page(
          language,
          request.cspNonce.style,
          `<dl><dt>${t.order}</dt><dd>${escapeHtml(checkout.orderNo)}</dd><dt>${t.item}</dt><dd>${escapeHtml(checkout.title)}</dd><dt>${t.amount}</dt><dd data-testid="sandbox-amount">${money(checkout)}</dd><dt>${t.method}</dt><dd>${t.methods[checkout.payType]}</dd></dl>
<form method="post" action="${action}"><button class="pay" name="outcome" value="paid">${t.pay} ${money(checkout)}</button><button name="outcome" value="failed">${t.fail}</button><button name="outcome" value="cancelled">${t.cancel}</button></form>`,
        ),
      );
    },
  );

  app.post<{ Querystring: { session?: string }; Body: URLSearchParams }>(
    "/sandbox/checkout",
    { schema: { hide: true } },
    async (request, reply) => {
      const checkout = sandbox.readCheckout(request.query.session ?? "");
      if (!checkout)
        return reply
          .code(404)
          .type("text/html; charset=utf-8")
          .send(page(request.language, request.cspNonce.style, TEXT[request.language].invalid));
      const chosen = request.body instanceof URLSearchParams ? request.body.get("outcome") : null;
      const outcome: PaymentOutcome = chosen === "paid" || chosen === "failed" ? chosen : "cancelled";
      const signed = sandbox.signedEvent(checkout, outcome, Math.floor(Date.now() / 1000));
      // Delivered through the HTTP pipeline of the webhook route, signature and all.
      const delivered = await app.inject({
        method: "POST",
        url: "/api/payment/webhook/sandbox",
        headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signed.signature },
        payload: signed.body,
      });
      if (delivered.statusCode >= 400) request.log.warn({ status: delivered.statusCode }, "sandbox webhook refused");
      return reply.redirect(outcome === "paid" ? checkout.successUrl : checkout.cancelUrl, 303);
    },
  );
}
