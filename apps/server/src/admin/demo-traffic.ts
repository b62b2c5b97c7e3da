import { randomUUID } from "node:crypto";
import type { UsageBatchResult } from "@portico/contracts";

/**
 * `npm run demo:traffic -- <email>`: plausible residential usage for a demo account, fed through
 * the gateway's own endpoint (`POST /api/internal/usage`) of the running Portico with the service
 * token — the same path real usage takes, so the debit, the hourly rows and the charts are real.
 * It never reports more than the account has left: it plans a share of the balance.
 */

/** One call to the running Portico's gateway endpoints: the HTTP status and the JSON envelope. */
export type GatewayCall = (path: string, body: object) => Promise<{ status: number; body: GatewayAnswer }>;
type GatewayAnswer = { code?: number; error?: string; msg?: string; data?: unknown };

/** A failure the operator can fix, said in one sentence (the CLI prints it and exits 1). */
export class DemoTrafficError extends Error {
  override name = "DemoTrafficError";
}

export type DemoTrafficOptions = {
  email: string;
  /** Days of history to fill, ending with the current hour. */
  days: number;
  /** The share of the traffic left that the demo uses up (0–1). */
  share: number;
  now: Date;
  random: () => number;
  /** Records per batch (the endpoint takes at most 5000). */
  batchSize?: number;
  /** Where the running Portico is, for the messages. */
  target: string;
};

export type DemoTrafficSummary = {
  username: string;
  records: number;
  batches: number;
  debitedBytes: number;
  remainingBytes: number;
};

const HOUR_MS = 3_600_000;

type Account = { username: string; remaining_bytes: number };

/** Looks the account up, plans the usage and reports it in batches; answers what was debited. */
export async function feedDemoTraffic(call: GatewayCall, options: DemoTrafficOptions): Promise<DemoTrafficSummary> {
  const account = (await expectOk(call, "/api/internal/proxy_account", { email: options.email }, options)) as Account;
  if (account.remaining_bytes === 0)
    throw new DemoTrafficError(
      `${options.email} has no traffic left to use: buy a residential plan in the user centre (the sandbox checkout moves no money) and run this again.`,
    );
  const plan = planUsage({
    days: options.days,
    budgetBytes: Math.floor(account.remaining_bytes * options.share),
    now: options.now,
    random: options.random,
  });
  const size = options.batchSize ?? 1000;
  const run = randomUUID();
  let debitedBytes = 0;
  let batches = 0;
  for (let start = 0; start < plan.length; start += size) {
    const records = plan.slice(start, start + size).map((point) => ({ username: account.username, ...point }));
    // The batch id makes a retry after a lost answer count once (the endpoint answers it again).
    const result = (await expectOk(
      call,
      "/api/internal/usage",
      { batch_id: `demo-${run}-${batches}`, records },
      options,
    )) as UsageBatchResult;
    debitedBytes += result.debited_bytes;
    batches += 1;
  }
  return {
    username: account.username,
    records: plan.length,
    batches,
    debitedBytes,
    remainingBytes: account.remaining_bytes - debitedBytes,
  };
}

/**
 * Hourly usage over the past `days` days up to the current hour, adding up to at most
 * `budgetBytes`: a daily rhythm (quiet at night, busiest in the evening, in the machine's local
 * time), each day's own level — weekends and a few days markedly heavier — and some noise.
 */
export function planUsage(options: {
  days: number;
  budgetBytes: number;
  now: Date;
  random: () => number;
}): { hour: number; bytes: number }[] {
  const lastHour = Math.floor(options.now.getTime() / HOUR_MS) * HOUR_MS;
  const hours = Array.from(
    { length: options.days * 24 },
    (_, index) => lastHour - (options.days * 24 - 1 - index) * HOUR_MS,
  );
  const dayLevel = new Map<string, number>();
  const levelOf = (date: Date) => {
    const day = date.toDateString();
    let level = dayLevel.get(day);
    if (level === undefined) {
      const weekend = date.getDay() === 0 || date.getDay() === 6 ? 1.4 : 1;
      const heavy = options.random() < 0.15 ? 2.5 : 1;
      level = (0.6 + 0.8 * options.random()) * weekend * heavy;
      dayLevel.set(day, level);
    }
    return level;
  };
  const weights = hours.map((hourMs) => {
    const date = new Date(hourMs);
    // A curve with its low around 05:00 and its peak around 17:00, never quite zero.
    const rhythm = 0.6 - 0.5 * Math.cos(((date.getHours() - 5) / 24) * 2 * Math.PI);
    return rhythm * levelOf(date) * (0.8 + 0.4 * options.random());
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return hours
    .map((hourMs, index) => ({
      hour: hourMs / 1000,
      bytes: Math.floor(((weights[index] ?? 0) / total) * options.budgetBytes),
    }))
    .filter((point) => point.bytes > 0);
}

async function expectOk(call: GatewayCall, path: string, body: object, options: DemoTrafficOptions): Promise<unknown> {
  let answer: Awaited<ReturnType<GatewayCall>>;
  try {
    answer = await call(path, body);
  } catch (error) {
    // fetch says "fetch failed" and keeps the reason (ECONNREFUSED…) in its cause.
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new DemoTrafficError(
      `No Portico answered at ${options.target} (${reason}): start it with GATEWAY_SERVICE_TOKEN set (npm start), or pass --url.`,
    );
  }
  if (answer.status === 200) return answer.body.data;
  const code = answer.body.error;
  if (code === "not_found")
    throw new DemoTrafficError(
      `The Portico at ${options.target} has no gateway endpoints: restart it with GATEWAY_SERVICE_TOKEN set, the same token this command uses.`,
    );
  if (code === "unauthorized")
    throw new DemoTrafficError(
      `The Portico at ${options.target} refused the service token: use the GATEWAY_SERVICE_TOKEN it was started with.`,
    );
  if (code === "customer_not_found") throw new DemoTrafficError(`No customer has the email ${options.email}.`);
  if (code === "proxy_account_not_found")
    throw new DemoTrafficError(
      `${options.email} has no residential proxy account yet: buy a residential plan in the user centre (the sandbox checkout moves no money) and run this again.`,
    );
  throw new DemoTrafficError(`${path} answered ${answer.status}: ${answer.body.msg ?? "no message"}`);
}

/** The running Portico over HTTP, with the service token. */
export function httpGateway(baseUrl: string, token: string): GatewayCall {
  return async (path, body) => {
    const response = await fetch(new URL(path, baseUrl), {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as GatewayAnswer };
  };
}
