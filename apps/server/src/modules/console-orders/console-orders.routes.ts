import {
  type ConsoleOrderFilters,
  consoleCloseOrder,
  consoleOrderDetail,
  consoleOrders,
  consoleOrdersExport,
  consoleRefundOrder,
  ORDER_EXPORT_MAX_ROWS,
  PayStatus,
} from "@portico/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/app-error.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { customerIdOf } from "../accounts/customer.service.ts";
import { customerSummariesOf } from "../accounts/customer-admin.service.ts";
import { recordAudit, recordRefusedAudit } from "../audit/audit.service.ts";
import {
  closeOrderFromDesk,
  type OrderDeskFilters,
  orderDeskRows,
  orderForDesk,
} from "../orders/order-desk.service.ts";
import { refundableCents } from "../orders/orders.service.ts";
import type { Order } from "../orders/orders.types.ts";
import { paymentHistoryOf } from "../payments/payment-history.service.ts";
import { type RefundDeps, refundOrder } from "../payments/refund.service.ts";
import { ledgerTransfersOfOrder } from "../wallet/order-transfers.service.ts";
import { presentDeskOrder } from "./console-orders.presenter.ts";
import { ordersWorkbook } from "./orders-export.ts";

type Deps = { db: Db; now: () => Date; provider: RefundDeps["provider"] };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const secondsOrNull = (date: Date | null) => (date ? seconds(date) : null);
const originOf = (request: FastifyRequest) => ({
  requestId: request.id,
  ip: request.ip,
  userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : null,
});
const emailsOf = async (db: Db, ids: readonly string[]) =>
  new Map((await customerSummariesOf(db, [...new Set(ids)])).map((customer) => [customer.id, customer.email]));

async function filtersOf(db: Db, input: ConsoleOrderFilters): Promise<OrderDeskFilters> {
  // An email no customer has matches no order.
  const userId = input.email
    ? ((await customerIdOf(db, input.email)) ?? "00000000-0000-0000-0000-000000000000")
    : undefined;
  return {
    orderNo: input.order_no,
    userId,
    payStatus: input.pay_status,
    kind: input.kind,
    payType: input.pay_type,
    from: input.from === undefined ? undefined : new Date(input.from * 1000),
    to: input.to === undefined ? undefined : new Date(input.to * 1000),
    minCents: input.min_amount === undefined ? undefined : Math.round(input.min_amount * 100),
    maxCents: input.max_amount === undefined ? undefined : Math.round(input.max_amount * 100),
  };
}

/** The export's filters as the audit keeps them: the amounts in whole cents, never a float (ADR 421). */
function auditedFilters<T extends { min_amount?: number | undefined; max_amount?: number | undefined }>(input: T) {
  const { min_amount, max_amount, ...rest } = input;
  return {
    ...rest,
    ...(min_amount === undefined ? {} : { min_amount_cents: Math.round(min_amount * 100) }),
    ...(max_amount === undefined ? {} : { max_amount_cents: Math.round(max_amount * 100) }),
  };
}

/** The console's orders and payments (issue #25 item 4): the list, an order's page, closing, refunds. */
export default async function consoleOrdersRoutes(app: FastifyInstance, { db, now, provider }: Deps) {
  registerEndpoint(app, consoleOrders, async ({ input, language }) => {
    const page = await orderDeskRows(db, await filtersOf(db, input), {
      page: input.page,
      limit: input.limit,
      cursor: input.cursor,
    });
    const emails = await emailsOf(
      db,
      page.rows.map((order) => order.userId),
    );
    return {
      list: page.rows.map((order) => presentDeskOrder(order, emails.get(order.userId) ?? "", language)),
      count: page.count,
      count_capped: page.capped,
      page: page.page,
      next_cursor: page.nextCursor,
      prev_cursor: page.prevCursor,
    };
  });

  registerEndpoint(app, consoleOrdersExport, async ({ input, principal, language, request }) => {
    const filters = await filtersOf(db, input);
    const orders: Order[] = [];
    let cursor: string | undefined;
    // One page more than the file holds tells whether more matched.
    while (orders.length <= ORDER_EXPORT_MAX_ROWS) {
      const page = await orderDeskRows(db, filters, { page: 1, limit: 500, cursor });
      orders.push(...page.rows);
      if (page.nextCursor === null) break;
      cursor = page.nextCursor;
    }
    const truncated = orders.length > ORDER_EXPORT_MAX_ROWS;
    const kept = orders.slice(0, ORDER_EXPORT_MAX_ROWS);
    const emails = await emailsOf(
      db,
      kept.map((order) => order.userId),
    );
    const file = await ordersWorkbook(
      kept.map((order) => ({ order, email: emails.get(order.userId) ?? "" })),
      language,
      now(),
    );
    // A copy of customers' orders leaving the console is recorded, as the audit's own export is.
    await db.transaction((tx) =>
      recordAudit(tx, {
        staffId: principal.staffId,
        action: "order.export",
        resource: "order",
        after: { filters: auditedFilters(input), rows: kept.length, truncated },
        ...originOf(request),
      }),
    );
    return {
      filename: file.filename,
      content_type: file.content_type,
      content_base64: file.bytes.toString("base64"),
      rows: kept.length,
      truncated,
    };
  });

  registerEndpoint(app, consoleOrderDetail, async ({ input, language }) => {
    const order = await orderForDesk(db, input.order_no);
    const [emails, history, transfers] = await Promise.all([
      emailsOf(db, [order.userId]),
      paymentHistoryOf(db, order),
      ledgerTransfersOfOrder(db, order.id),
    ]);
    return {
      order: {
        ...presentDeskOrder(order, emails.get(order.userId) ?? "", language),
        quantity: order.quantity,
        flow_mb: order.flowMb,
        days: order.days,
        date_unit: order.dateUnit,
        provider_ref: order.providerRef,
        provider_payment_ref: order.providerPaymentRef,
        pay_currency: order.payCurrency,
        pay_price_minor: order.payPriceMinor,
        cancelled_at: secondsOrNull(order.cancelledAt),
        fulfilled_at: secondsOrNull(order.fulfilledAt),
        refundable: order.payStatus === PayStatus.Paid ? refundableCents(order) / 100 : 0,
      },
      checkouts: history.checkouts.map((checkout) => ({
        checkout_no: checkout.checkoutNo,
        provider: checkout.provider,
        pay_type: checkout.payType,
        state: checkout.state,
        result: checkout.result,
        amount: { cents: checkout.amountMinor, currency: checkout.currency },
        paid: checkout.paidMinor === null ? null : { cents: checkout.paidMinor, currency: checkout.currency },
        provider_ref: checkout.providerRef,
        payment_ref: checkout.paymentRef,
        created_at: seconds(checkout.createdAt),
        paid_at: secondsOrNull(checkout.paidAt),
      })),
      events: history.events.map((event) => ({
        provider: event.provider,
        event_id: event.eventId,
        outcome: event.outcome,
        amount: { cents: event.amountMinor, currency: event.currency },
        provider_ref: event.providerRef,
        result: event.result,
        received_at: seconds(event.receivedAt),
      })),
      refunds: history.refunds.map((refund) => ({
        request_id: refund.requestId,
        destination: refund.destination,
        provider: refund.provider,
        status: refund.status,
        amount_cents: refund.amountCents,
        failure: refund.failure,
        created_at: seconds(refund.createdAt),
        settled_at: secondsOrNull(refund.settledAt),
      })),
      transfers: transfers.map((transfer) => ({
        id: transfer.id,
        kind: transfer.kind,
        customer_delta_cents: transfer.customerDeltaCents,
        memo: language === "zh-CN" ? transfer.memo.zh : transfer.memo.en,
        created_at: seconds(transfer.createdAt),
      })),
    };
  });

  registerEndpoint(app, consoleCloseOrder, async ({ input, principal, request }) => {
    const closed = await db.transaction(async (tx) => {
      const { before, after } = await closeOrderFromDesk(tx, input.order_no, now());
      await recordAudit(tx, {
        staffId: principal.staffId,
        customerId: before.userId,
        action: "order.close",
        resource: "order",
        resourceId: before.orderNo,
        before: { pay_status: before.payStatus },
        after: { pay_status: after.payStatus },
        note: input.note ?? null,
        ...originOf(request),
      });
      return after;
    });
    return { order_no: closed.orderNo, pay_status: closed.payStatus };
  });

  registerEndpoint(app, consoleRefundOrder, async ({ input, principal, request }) => {
    const audit = {
      staffId: principal.staffId,
      action: "order.refund",
      resource: "order",
      resourceId: input.order_no,
      reasonCode: input.reason_code,
      note: input.note ?? null,
      ...originOf(request),
    };
    try {
      const done = await refundOrder(
        {
          db,
          provider,
          now,
          onStarted: (tx, started) =>
            recordAudit(tx, {
              ...audit,
              customerId: started.customerId,
              after: {
                request_id: started.requestId,
                amount_cents: started.amountCents,
                to: started.to,
                state: started.state,
              },
            }).then(() => undefined),
        },
        {
          orderNo: input.order_no,
          to: input.to,
          requestId: input.request_id,
          ...(input.amount !== undefined ? { amountCents: Math.round(input.amount * 100) } : {}),
        },
      );
      return {
        order_no: done.orderNo,
        amount_cents: done.amountCents,
        full: done.full,
        to: done.to,
        already: done.already,
      };
    } catch (error) {
      // Refused before anything moved, or by the provider after the reservation was released.
      if (error instanceof AppError)
        await recordRefusedAudit(db, {
          ...audit,
          after: {
            request_id: input.request_id,
            amount_cents: input.amount === undefined ? null : Math.round(input.amount * 100),
            to: input.to,
          },
          outcome: error.statusCode >= 500 ? "failed" : "refused",
          errorCode: error.code,
        });
      throw error;
    }
  });
}
