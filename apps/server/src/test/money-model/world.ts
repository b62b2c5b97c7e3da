import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { orders, staticIps } from "../../db/schema/index.ts";
import { createCoupon } from "../../modules/coupons/coupons.service.ts";
import { closeDueOrders } from "../../modules/orders/orders.service.ts";
import type { SandboxCheckout } from "../../modules/payments/providers/sandbox-provider.ts";
import { SANDBOX_SIGNATURE_HEADER } from "../../modules/payments/providers/sandbox-provider.ts";
import { refundOrder } from "../../modules/payments/refund.service.ts";
import { setCustomerCreditLimit } from "../../modules/wallet/wallet.service.ts";
import { AppError } from "../../plugins/app-error.ts";
import type { TestApp } from "../create-test-app.ts";
import { apiFor, type Customer, createCustomer, createRegion, topUp } from "../money-fixtures.ts";
import type { Action } from "./actions.ts";

/** The shared clock of the app under test, moved only forward by the model. */
export type ModelClock = { now: Date };

type CouponTerms = {
  kind: "percent" | "fixed";
  value: number;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
};

const pick = <T>(list: readonly T[], at: number): T | undefined =>
  list.length === 0 ? undefined : list[at % list.length];

/**
 * One sequence's shop: its own customers, regions with a few IPs each, and coupons, so sequences
 * never see each other's stock or limits. It runs actions as the customer's browser, the
 * provider's webhook, the clock and the operator would, and remembers what the providers took:
 * every distinct checkout reported paid, once however often it is reported.
 */
export class MoneyWorld {
  readonly customers: Customer[] = [];
  readonly regions: number[] = [];
  readonly couponCodes: string[] = [];
  readonly orderNos: string[] = [];
  readonly checkouts: SandboxCheckout[] = [];
  /** Sandbox checkout ids a "paid" report was delivered for: what the provider took. */
  readonly paidCheckoutIds = new Set<string>();
  /** Every answer the server gave that was not a deliberate refusal: must stay empty. */
  readonly faults: string[] = [];

  private readonly t: TestApp;
  private readonly clock: ModelClock;
  private readonly planIds: number[];

  constructor(t: TestApp, clock: ModelClock, planIds: number[]) {
    this.t = t;
    this.clock = clock;
    this.planIds = planIds;
  }

  /** Customers start with the balances given (dollars, topped up through the sandbox before the sequence). */
  async setUp(balances: number[], coupons: CouponTerms[]): Promise<void> {
    const tag = randomBytes(3).toString("hex").toUpperCase();
    for (const dollars of balances) {
      const customer = await createCustomer(this.t);
      if (dollars > 0) await topUp(this.t.app, customer, dollars);
      this.customers.push(customer);
    }
    for (let n = 0; n < 2; n++) this.regions.push(await createRegion(this.t, `M${tag}${n}`, 3));
    for (const [n, terms] of coupons.entries()) {
      const code = `M${tag}C${n}`;
      await createCoupon(this.t.database.db, { code, ...terms });
      this.couponCodes.push(code);
    }
  }

  /** Runs one step: its actions at the same moment. */
  async run(actions: readonly Action[]): Promise<void> {
    await Promise.all(actions.map((action) => this.act(action)));
  }

  private api(customer: Customer) {
    const api = apiFor(this.t.app, customer);
    const checked = async (what: string, answer: Promise<{ statusCode: number; body: string }>) => {
      const response = await answer;
      if (response.statusCode >= 500)
        this.faults.push(`${what}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      return response as Awaited<ReturnType<typeof api.post>>;
    };
    return {
      post: (url: string, payload: object) => checked(`POST ${url}`, api.post(url, payload)),
    };
  }

  private ownerOf(orderNo: string): Customer | undefined {
    return this.customers[Number(orderNo.split("#")[1] ?? -1)];
  }

  /** Orders are kept as `<order_no>#<customer index>`: the model knows whose each is. */
  private remember(orderNo: string, customer: Customer) {
    this.orderNos.push(`${orderNo}#${this.customers.indexOf(customer)}`);
  }

  private async act(action: Action): Promise<void> {
    switch (action.kind) {
      case "place":
        return this.place(action);
      case "renew":
        return this.renew(action);
      case "top_up":
        return this.topUp(action);
      case "open_checkout":
        return this.openCheckout(action);
      case "report":
        return this.report(action);
      case "pay_balance":
        return this.payBalance(action);
      case "apply_coupon":
        return this.applyCoupon(action);
      case "cancel":
        return this.cancel(action);
      case "pass_time":
        return this.passTime(action);
      case "refund":
        return this.refund(action);
      case "credit_limit":
        return this.creditLimit(action);
    }
  }

  private async place(action: Extract<Action, { kind: "place" }>) {
    const customer = pick(this.customers, action.customer);
    if (!customer) return;
    const payload =
      action.what === "static"
        ? { type: 2, date_unit: "weekly", static_commodity: `${pick(this.regions, action.region)}:${action.quantity}` }
        : { type: 1, package_id: pick(this.planIds, action.region) };
    const created = await this.api(customer).post("/api/order/create", payload);
    if (created.statusCode === 200) this.remember(created.json().data.order_no, customer);
  }

  private async renew(action: Extract<Action, { kind: "renew" }>) {
    const customer = pick(this.customers, action.customer);
    if (!customer) return;
    const owned = await this.t.database.db
      .select({ id: staticIps.id })
      .from(staticIps)
      .where(and(eq(staticIps.ownerId, customer.userId), eq(staticIps.status, "assigned")));
    if (owned.length === 0) return;
    const renewal = await this.api(customer).post("/api/order/renew", {
      type: 2,
      renew_ip_ids: owned.map((ip) => ip.id),
      date_unit: action.period,
    });
    if (renewal.statusCode === 200) this.remember(renewal.json().data.order_no, customer);
  }

  private async topUp(action: Extract<Action, { kind: "top_up" }>) {
    const customer = pick(this.customers, action.customer);
    if (!customer) return;
    const started = await this.api(customer).post("/api/payment/recharge", {
      pay_type: action.payType,
      deposit: action.dollars * 100,
    });
    if (started.statusCode !== 200) return;
    this.remember(started.json().data.order_no, customer);
    this.keepCheckout(started.json().data.url);
  }

  private keepCheckout(url: string) {
    const session = new URL(url).searchParams.get("session") ?? "";
    const checkout = this.t.app.payments.providers.sandbox?.readCheckout(session);
    if (checkout) this.checkouts.push(checkout);
  }

  private async openCheckout(action: Extract<Action, { kind: "open_checkout" }>) {
    const kept = pick(this.orderNos, action.order);
    const customer = kept && this.ownerOf(kept);
    if (!kept || !customer) return;
    const started = await this.api(customer).post("/api/payment/create", {
      order_no: kept.split("#")[0],
      pay_type: action.payType,
    });
    if (started.statusCode === 200) this.keepCheckout(started.json().data.url);
  }

  private async report(action: Extract<Action, { kind: "report" }>) {
    const checkout = pick(this.checkouts, action.checkout);
    const sandbox = this.t.app.payments.providers.sandbox;
    if (!checkout || !sandbox) return;
    for (let n = 0; n < action.times; n++) {
      // A new signed event each time, as a provider re-reports: a new event id, the same payment.
      const { body, signature } = sandbox.signedEvent(checkout, action.outcome, Math.floor(Date.now() / 1000));
      const answer = await this.t.app.inject({
        method: "POST",
        url: "/api/payment/webhook/sandbox",
        headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature },
        payload: body,
      });
      if (answer.statusCode !== 200) this.faults.push(`webhook ${action.outcome}: ${answer.statusCode} ${answer.body}`);
      else if (action.outcome === "paid") this.paidCheckoutIds.add(checkout.id);
    }
  }

  private async payBalance(action: Extract<Action, { kind: "pay_balance" }>) {
    const kept = pick(this.orderNos, action.order);
    const customer = kept && this.ownerOf(kept);
    if (!kept || !customer) return;
    const coupon = action.coupon === null ? undefined : pick(this.couponCodes, action.coupon);
    await this.api(customer).post("/api/checkout/pay", { order_no: kept.split("#")[0], ...(coupon ? { coupon } : {}) });
  }

  private async applyCoupon(action: Extract<Action, { kind: "apply_coupon" }>) {
    const kept = pick(this.orderNos, action.order);
    const customer = kept && this.ownerOf(kept);
    const coupon = pick(this.couponCodes, action.coupon);
    if (!kept || !customer || !coupon) return;
    await this.api(customer).post("/api/checkout/applyCoupon", { order_no: kept.split("#")[0], coupon });
  }

  private async cancel(action: Extract<Action, { kind: "cancel" }>) {
    const kept = pick(this.orderNos, action.order);
    const customer = kept && this.ownerOf(kept);
    if (!kept || !customer) return;
    await this.api(customer).post("/api/order/cancel", { order_no: kept.split("#")[0] });
  }

  private async passTime(action: Extract<Action, { kind: "pass_time" }>) {
    this.clock.now = new Date(this.clock.now.getTime() + action.minutes * 60_000);
    await this.operator("close", () => closeDueOrders(this.t.database.db, this.clock.now));
  }

  private async refund(action: Extract<Action, { kind: "refund" }>) {
    const kept = pick(this.orderNos, action.order);
    if (!kept) return;
    const orderNo = kept.split("#")[0] ?? "";
    const [order] = await this.t.database.db
      .select({ paid: orders.priceCents, discount: orders.discountCents })
      .from(orders)
      .where(eq(orders.orderNo, orderNo));
    const paid = (order?.paid ?? 0) - (order?.discount ?? 0);
    const amountCents = action.share === "part" && paid > 1 ? Math.floor(paid / 2) : undefined;
    const providers = this.t.app.payments.providers;
    await this.operator("refund", () =>
      refundOrder(
        { db: this.t.database.db, provider: (name) => providers.byName(name), now: () => this.clock.now },
        { orderNo, to: action.to, ...(amountCents ? { amountCents } : {}) },
      ),
    );
  }

  private async creditLimit(action: Extract<Action, { kind: "credit_limit" }>) {
    const customer = pick(this.customers, action.customer);
    if (!customer) return;
    await this.operator("credit limit", () =>
      this.t.database.db.transaction((tx) => setCustomerCreditLimit(tx, customer.userId, action.dollars * 100)),
    );
  }

  /** An operator's or a job's call: a refusal (AppError) is an answer; anything else is a fault. */
  private async operator(what: string, run: () => Promise<unknown>) {
    try {
      await run();
    } catch (error) {
      if (!(error instanceof AppError)) this.faults.push(`${what}: ${(error as Error).stack ?? error}`);
    }
  }

  /** The orders this sequence placed, for the end-of-sequence checks. */
  async orderIds(): Promise<number[]> {
    const numbers = this.orderNos.map((kept) => kept.split("#")[0] ?? "");
    if (numbers.length === 0) return [];
    const rows = await this.t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.orderNo, numbers));
    return rows.map((row) => row.id);
  }
}
