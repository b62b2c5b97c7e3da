import { randomBytes } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** A form value as Stripe's API reads it: `a[b][0]=x` becomes `{ a: { b: ["x"] } }`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export type StripeStubRequest = {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The form-encoded body, unflattened. */
  form: Record<string, FormValue>;
};

export type StripeStub = {
  /** Pass as the provider's `apiBase`. */
  apiBase: string;
  /** Every request the stub received, in order. */
  requests: StripeStubRequest[];
  /** The Checkout Sessions created so far, by id, as Stripe would return them. */
  sessions: Map<string, Record<string, unknown>>;
  /** The refunds made so far, by id (one per idempotency key, however often it is sent). */
  refunds: Map<string, Record<string, unknown>>;
  /** The customer pays the session: it is complete and paid, with a PaymentIntent that refunds can name. Returns the session. */
  pay(sessionId: string): Record<string, unknown>;
  /**
   * The next `times` refund requests go wrong: `drop` makes the refund and then cuts the
   * connection before answering (the answer is lost); `500` answers an API error without
   * refunding; `refuse` answers Stripe's 400 for a disputed charge, which it will not refund.
   */
  failRefunds(how: "drop" | 500 | "refuse", times: number): void;
  close(): Promise<void>;
};

/** The Checkout Session parameters this stub knows; Stripe answers any other with "Received unknown parameter". */
const knownSessionParams = new Set([
  "mode",
  "line_items",
  "allowed_payment_method_types",
  "excluded_payment_method_types",
  "expires_at",
  "client_reference_id",
  "metadata",
  "customer_email",
  "locale",
  "success_url",
  "cancel_url",
  "expand",
]);

/** Unflattens `a[b][0]=x` pairs the way Stripe's API reads the SDK's form bodies. */
export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, i) => {
      const slot = Array.isArray(node) ? Number(segment) : segment;
      const container = node as Record<string | number, FormValue>;
      if (i === path.length - 1) {
        container[slot] = value;
        return;
      }
      const next = path[i + 1] as string;
      container[slot] ??= /^\d+$/.test(next) ? [] : {};
      node = container[slot] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader("content-type", "application/json");
  response.setHeader("request-id", `req_${randomBytes(7).toString("hex")}`);
  response.end(JSON.stringify(body));
}

function invalid(response: ServerResponse, message: string, param?: string) {
  send(response, 400, { error: { type: "invalid_request_error", message, ...(param ? { param } : {}) } });
}

/**
 * Stands in for api.stripe.com, which the test machines cannot reach: `POST /v1/checkout/sessions`
 * with the SDK's form-encoded body, answered with a session shaped like Stripe's (id `cs_test_…`,
 * hosted `url`, totals, echoed fields), and Stripe's refusals for a wrong key, an unknown
 * parameter, a missing one and an `expires_at` outside 30 minutes to 24 hours from now.
 */
export async function startStripeStub(secretKey: string): Promise<StripeStub> {
  const requests: StripeStubRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, Record<string, unknown>>();
  /** PaymentIntents of paid sessions: amount, currency and what was refunded of it. */
  const intents = new Map<string, { amount: number; currency: string; refunded: number }>();
  /** Idempotency-Key → the request's form and Stripe's answer, replayed for the same key. */
  const idempotent = new Map<string, { form: string; status: number; body: unknown }>();
  let failures: { how: "drop" | 500 | "refuse"; left: number } = { how: 500, left: 0 };

  /** POST /v1/refunds as Stripe reads it: a PaymentIntent's refund, at most what is left of it. */
  function createRefund(form: Record<string, FormValue>): { status: number; body: unknown } {
    const refuse = (message: string, code: string, param?: string) => ({
      status: 400,
      body: { error: { type: "invalid_request_error", code, message, ...(param ? { param } : {}) } },
    });
    const known = new Set(["payment_intent", "charge", "amount", "reason", "metadata", "expand"]);
    const unknown = Object.keys(form).find((name) => !known.has(name));
    if (unknown) return refuse(`Received unknown parameter: ${unknown}`, "parameter_unknown", unknown);
    const intentId = String(form.payment_intent ?? "");
    const intent = intents.get(intentId);
    if (!intent) return refuse(`No such payment_intent: '${intentId}'`, "resource_missing", "payment_intent");
    const amount = form.amount === undefined ? intent.amount - intent.refunded : Number(form.amount);
    if (intent.refunded >= intent.amount) {
      return refuse(`Charge for payment_intent ${intentId} has already been refunded.`, "charge_already_refunded");
    }
    if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount - intent.refunded) {
      return refuse(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - intent.refunded})`,
        "amount_too_large",
        "amount",
      );
    }
    intent.refunded += amount;
    const refund = {
      id: `re_test_${randomBytes(12).toString("hex")}`,
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      charge: `ch_test_${intentId.slice(8)}`,
      created: Math.floor(Date.now() / 1000),
      metadata: form.metadata ?? {},
      reason: form.reason ?? null,
      status: "succeeded",
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const form = parseStripeForm(Buffer.concat(chunks).toString("utf8"));
      const path = (request.url ?? "/").split("?")[0] as string;
      requests.push({ method: request.method ?? "", path, headers: request.headers, form });

      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        send(response, 401, {
          error: { type: "invalid_request_error", message: "Invalid API Key provided: a key this stub was not given" },
        });
        return;
      }
      const retrieved = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
      if (request.method === "GET" && retrieved) {
        const found = sessions.get(retrieved[1] as string);
        if (!found) return invalid(response, `No such checkout.session: '${retrieved[1]}'`, "id");
        return send(response, 200, found);
      }
      if (request.method === "POST" && path === "/v1/refunds") {
        // Stripe keeps an answer under its Idempotency-Key: the same request again gets it back.
        const key = String(request.headers["idempotency-key"] ?? "");
        const body = JSON.stringify(form);
        const replay = key ? idempotent.get(key) : undefined;
        if (replay && replay.form !== body) {
          return send(response, 400, {
            error: {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            },
          });
        }
        if (!replay && failures.left > 0 && failures.how === 500) {
          failures.left--;
          response.setHeader("stripe-should-retry", "false");
          return send(response, 500, { error: { type: "api_error", message: "An unknown error occurred" } });
        }
        if (!replay && failures.left > 0 && failures.how === "refuse") {
          failures.left--;
          return send(response, 400, {
            error: {
              type: "invalid_request_error",
              code: "charge_disputed",
              message: "This charge has been disputed and cannot be refunded.",
            },
          });
        }
        const answer = replay ?? { form: body, ...createRefund(form) };
        if (key && !replay) idempotent.set(key, answer);
        if (failures.left > 0 && failures.how === "drop") {
          failures.left--;
          request.socket.destroy();
          return;
        }
        return send(response, answer.status, answer.body);
      }
      if (request.method !== "POST" || path !== "/v1/checkout/sessions") {
        send(response, 404, {
          error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${path}).` },
        });
        return;
      }

      const unknown = Object.keys(form).find((name) => !knownSessionParams.has(name));
      if (unknown) return invalid(response, `Received unknown parameter: ${unknown}`, unknown);
      for (const required of ["mode", "success_url"]) {
        if (form[required] === undefined) return invalid(response, `Missing required param: ${required}.`, required);
      }
      const nowS = Math.floor(Date.now() / 1000);
      const expiresAt = form.expires_at === undefined ? nowS + 24 * 3600 : Number(form.expires_at);
      if (!Number.isInteger(expiresAt) || expiresAt < nowS + 30 * 60 || expiresAt > nowS + 24 * 3600) {
        return invalid(
          response,
          "The `expires_at` timestamp must be at least 30 minutes and no more than 24 hours from Checkout Session creation.",
          "expires_at",
        );
      }
      const lines = (Array.isArray(form.line_items) ? form.line_items : []) as Record<string, FormValue>[];
      if (lines.length === 0) return invalid(response, "Missing required param: line_items.", "line_items");
      let currency = "";
      let total = 0;
      for (const line of lines) {
        const price = line.price_data as Record<string, FormValue> | undefined;
        if (!price) return invalid(response, "Missing required param: line_items[0][price_data].", "line_items");
        currency = String(price.currency);
        total += Number(price.unit_amount) * Number(line.quantity ?? 1);
      }

      const id = `cs_test_${randomBytes(24).toString("base64url")}`;
      const session = {
        id,
        object: "checkout.session",
        allowed_payment_method_types: form.allowed_payment_method_types ?? null,
        amount_subtotal: total,
        amount_total: total,
        cancel_url: form.cancel_url ?? null,
        client_reference_id: form.client_reference_id ?? null,
        created: nowS,
        currency,
        customer_email: form.customer_email ?? null,
        expires_at: expiresAt,
        livemode: false,
        locale: form.locale ?? null,
        metadata: form.metadata ?? {},
        mode: form.mode,
        payment_intent: null,
        payment_status: "unpaid",
        status: "open",
        success_url: form.success_url,
        ui_mode: "hosted_page",
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      sessions.set(id, session);
      send(response, 200, session);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    refunds,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const intent = `pi_test_${randomBytes(12).toString("hex")}`;
      intents.set(intent, { amount: Number(session.amount_total), currency: String(session.currency), refunded: 0 });
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intent });
      return session;
    },
    failRefunds(how, times) {
      failures = { how, left: times };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook event about a Checkout Session, shaped like the ones Stripe sends. */
export function checkoutSessionEvent(type: string, session: Record<string, unknown>) {
  return {
    id: `evt_${randomBytes(12).toString("hex")}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/**
 * The webhook request Stripe would deliver for `event`: its exact bytes and the `stripe-signature`
 * header, signed with `secret` by the SDK's own test signer at `timestamp` (unix seconds, now by default).
 */
export function signedStripeWebhook(event: unknown, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return {
    rawBody: Buffer.from(payload, "utf8"),
    headers: { "content-type": "application/json", "stripe-signature": signature },
  };
}
