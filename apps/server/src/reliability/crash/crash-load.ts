import { createHmac, randomBytes } from "node:crypto";
import { CONSOLE_HEADER } from "@portico/contracts";
import { SANDBOX_SIGNATURE_HEADER } from "../../modules/payments/providers/sandbox-provider.ts";
import { totpAt } from "../../test/staff-fixtures.ts";
import { GATEWAY_TOKEN } from "../../test/traffic-fixtures.ts";
import { type CrashWorld, SANDBOX_SECRET } from "./crash-world.ts";

/** What a 2xx answer promised, checked in the database after the kill. */
export type Promised =
  | { kind: "order created"; orderNo: string }
  | { kind: "order paid"; orderNo: string }
  | { kind: "checkout made"; orderNo: string }
  | { kind: "webhook recorded"; eventId: string; orderNo: string }
  | { kind: "refund made"; requestId: string; orderNo: string }
  | { kind: "order cancelled"; orderNo: string }
  | { kind: "usage batch kept"; batchId: string };

/** A call the kill cut off before its answer, which the provider or the gateway sends again. */
export type InFlight =
  | { kind: "webhook"; eventId: string; body: string; orderNo: string }
  | { kind: "usage batch"; batchId: string; body: string };

export type LoadRecord = {
  promised: Promised[];
  inFlight: InFlight[];
  /** Answers that are neither 2xx nor an expected refusal: 5xx above all. */
  unexpected: string[];
};

/** No answer: the connection was cut (the kill) or the request timed out (`timedOut`: it hung). */
export class NoAnswer extends Error {
  readonly timedOut: boolean;
  constructor(message: string, timedOut = false) {
    super(message);
    this.timedOut = timedOut;
  }
}

/** A request not answered within this is counted as hung. */
export const REQUEST_TIMEOUT_MS = 15_000;

type Answer = { status: number; body: { data?: Record<string, unknown>; [key: string]: unknown } };

async function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string }) {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new NoAnswer(String(error), (error as Error).name === "TimeoutError");
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // Headers without the whole body are no answer the caller could act on.
    throw new NoAnswer(String(error), (error as Error).name === "TimeoutError");
  }
  return { status: response.status, body: text.startsWith("{") ? JSON.parse(text) : { text } } as Answer;
}

/** The sandbox's webhook signature (`t=…,v1=HMAC(secret:webhook, "t.body")`), for the bytes given. */
export function signSandboxWebhook(body: string, nowS = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac("sha256", `${SANDBOX_SECRET}:webhook`).update(`${nowS}.${body}`).digest("hex");
  return `t=${nowS},v1=${v1}`;
}

type RequestArgs = [string, { method: string; headers: Record<string, string>; body: string }];

const webhookRequest = (base: string, body: string): RequestArgs => [
  `${base}/api/payment/webhook/sandbox`,
  {
    method: "POST",
    headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(body) },
    body,
  },
];

const usageRequest = (base: string, body: string): RequestArgs => [
  `${base}/api/internal/usage`,
  { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${GATEWAY_TOKEN}` }, body },
];

/** A webhook sent (again): signed now, as a provider signs each delivery. */
export const sendWebhook = (base: string, body: string) => request(...webhookRequest(base, body));

export const sendUsageBatch = (base: string, body: string) => request(...usageRequest(base, body));

/** A fresh reauthentication keeps the finance member's refunds open (5 minutes at a time). */
export async function reauthenticate(base: string, world: CrashWorld): Promise<void> {
  const answer = await request(`${base}/api/console/reauth`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: world.finance.cookie, [CONSOLE_HEADER]: "1" },
    body: JSON.stringify({ code: totpAt(world.finance.secret, new Date()) }),
  });
  if (answer.status !== 200) throw new Error(`reauth: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/**
 * Workers that each loop over the money paths at random until `stopped()` — checkouts from the
 * balance and through the sandbox provider with its webhook, top-ups, refunds, cancels and usage
 * batches — recording what each 2xx promised and which webhooks and batches got no answer.
 */
export async function runLoad(options: {
  base: string;
  world: CrashWorld;
  random: () => number;
  workers: number;
  stopped: () => boolean;
  record: LoadRecord;
  /** Sees every request's outcome: its status, or none when it got no answer. */
  observe?: (outcome: { status?: number; timedOut?: boolean }) => void;
  /** While true, a 5xx is expected (the database is down) rather than a defect. */
  outage?: () => boolean;
}): Promise<void> {
  const { base, world, random, record } = options;
  const call = async (url: string, init: Parameters<typeof request>[1]) => {
    try {
      const answer = await request(url, init);
      options.observe?.({ status: answer.status });
      return answer;
    } catch (error) {
      if (error instanceof NoAnswer) options.observe?.({ timedOut: error.timedOut });
      throw error;
    }
  };
  const postWebhook = (body: string) => call(...webhookRequest(base, body));
  const postUsageBatch = (body: string) => call(...usageRequest(base, body));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const expect2xx = (what: string, answer: Answer, allowed: number[] = []) => {
    if (answer.status >= 200 && answer.status < 300) return true;
    if (answer.status >= 500 && options.outage?.()) return false;
    if (!allowed.includes(answer.status))
      record.unexpected.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return false;
  };
  const customerCall = (customer: CrashWorld["customers"][number], path: string, payload: object) =>
    call(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", token: customer.token, "accept-language": "en" },
      body: JSON.stringify(payload),
    });

  const createOrder = async (customer: CrashWorld["customers"][number]) => {
    const answer = await customerCall(customer, "/api/order/create", {
      type: 2,
      date_unit: "weekly",
      static_commodity: `${world.regionId}:1`,
    });
    if (!expect2xx("order create", answer)) return undefined;
    const orderNo = String(answer.body.data?.order_no);
    record.promised.push({ kind: "order created", orderNo });
    return orderNo;
  };

  /** Pays a provider checkout the way the sandbox's page does: a signed "paid" webhook. */
  const payThroughWebhook = async (url: string, orderNo: string) => {
    const checkout = world.sandbox.readCheckout(new URL(url).searchParams.get("session") ?? "");
    if (!checkout) throw new Error(`not a sandbox checkout: ${url}`);
    const eventId = `evt_${randomBytes(12).toString("hex")}`;
    const body = JSON.stringify({
      id: eventId,
      reference: checkout.reference ?? checkout.orderNo,
      order_no: checkout.orderNo,
      outcome: "paid",
      amount_minor: checkout.amountMinor,
      currency: checkout.currency,
      provider_ref: checkout.id,
    });
    try {
      const answer = await postWebhook(body);
      if (expect2xx("webhook", answer)) record.promised.push({ kind: "webhook recorded", eventId, orderNo });
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      record.inFlight.push({ kind: "webhook", eventId, body, orderNo });
    }
  };

  const operations: Record<string, () => Promise<void>> = {
    async balanceCheckout() {
      const customer = pick(world.customers);
      const orderNo = await createOrder(customer);
      if (!orderNo) return;
      const paid = await customerCall(customer, "/api/checkout/pay", { order_no: orderNo });
      if (expect2xx("balance pay", paid)) record.promised.push({ kind: "order paid", orderNo });
    },
    async providerCheckout() {
      const customer = pick(world.customers);
      const orderNo = await createOrder(customer);
      if (!orderNo) return;
      const started = await customerCall(customer, "/api/payment/create", {
        pay_type: pick([1, 2]),
        order_no: orderNo,
      });
      if (!expect2xx("payment create", started)) return;
      record.promised.push({ kind: "checkout made", orderNo });
      await payThroughWebhook(String(started.body.data?.url), orderNo);
    },
    async topUp() {
      const customer = pick(world.customers);
      const deposit = 100 * (1 + Math.floor(random() * 50));
      const started = await customerCall(customer, "/api/payment/recharge", { pay_type: 1, deposit });
      if (!expect2xx("recharge", started)) return;
      const orderNo = String(started.body.data?.order_no);
      record.promised.push({ kind: "checkout made", orderNo });
      await payThroughWebhook(String(started.body.data?.url), orderNo);
    },
    async refund() {
      const requestId = `crash-${randomBytes(8).toString("hex")}`;
      const orderNo = pick(world.refundable);
      const answer = await call(`${base}/api/console/orders/refund`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: world.finance.cookie,
          [CONSOLE_HEADER]: "1",
          "accept-language": "en",
        },
        body: JSON.stringify({
          order_no: orderNo,
          amount: 0.01,
          to: "wallet",
          reason_code: "customer_request",
          request_id: requestId,
        }),
      });
      if (expect2xx("refund", answer)) record.promised.push({ kind: "refund made", requestId, orderNo });
    },
    async cancel() {
      const customer = pick(world.customers);
      const orderNo = await createOrder(customer);
      if (!orderNo) return;
      const answer = await customerCall(customer, "/api/order/cancel", { order_no: orderNo });
      if (expect2xx("cancel", answer)) record.promised.push({ kind: "order cancelled", orderNo });
    },
    async usage() {
      const batchId = `crash-${randomBytes(8).toString("hex")}`;
      const body = JSON.stringify({
        batch_id: batchId,
        records: world.customers.map((customer) => ({
          username: customer.proxyUsername,
          hour: Math.floor(Date.now() / 1000),
          bytes: 1 + Math.floor(random() * 50_000),
        })),
      });
      try {
        const answer = await postUsageBatch(body);
        if (expect2xx("usage", answer)) record.promised.push({ kind: "usage batch kept", batchId });
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        record.inFlight.push({ kind: "usage batch", batchId, body });
      }
    },
  };
  const names = Object.keys(operations);

  const worker = async () => {
    while (!options.stopped()) {
      const operation = operations[pick(names)] as () => Promise<void>;
      try {
        await operation();
      } catch (error) {
        // The kill cut this call off; anything else is the test's own fault and must show.
        if (!(error instanceof NoAnswer)) throw error;
        if (!options.stopped()) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
}
