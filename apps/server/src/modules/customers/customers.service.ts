import type { ConsoleCustomerDetail, ConsoleCustomerRow, TimelineEntry } from "@portico/contracts";
import { CUSTOMER_PAGE_ROWS } from "@portico/contracts";
import { type UiLanguage, unixSeconds } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/app-error.ts";
import {
  type CustomerSummary,
  customerSummariesOf,
  endCustomerSessions,
  liveSessionsOf,
  lockCustomer,
  seekCustomers,
  setCustomerDisabled,
} from "../accounts/customer-admin.service.ts";
import { listKeys } from "../api-keys/api-keys.service.ts";
import { listAuditEvents, recordAudit, recordRefusedAudit } from "../audit/audit.service.ts";
import { customerOfOrderNo, recentOrdersOf } from "../orders/customer-orders.service.ts";
import { customerOfProxyUsername } from "../proxy-accounts/customer-traffic.service.ts";
import { proxyAccountOf } from "../proxy-accounts/proxy-accounts.service.ts";
import { staffNames } from "../staff/staff-names.service.ts";
import { customersOfIpOrUsername, recentIpsOf } from "../static-inventory/customer-ips.service.ts";
import { ipCountsOf } from "../static-inventory/static-inventory.service.ts";
import { setCustomerCreditLimit, walletFigures } from "../wallet/wallet.service.ts";
import { timelineTransfersOf, type WalletAdjustments } from "../wallet/wallet-adjustments.service.ts";
import { decodeCustomerCursor, encodeCustomerCursor } from "./customer-cursor.ts";
import { customerErrors } from "./customers.errors.ts";

/** The member acting and their request, for the audit. */
export type ConsoleActing = { staffId: string; requestId: string | null; ip: string; userAgent: string | null };

const TIMELINE_ROWS = 50;

export function presentCustomer(customer: CustomerSummary): ConsoleCustomerRow {
  return {
    id: customer.id,
    email: customer.email,
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    created_at: unixSeconds(customer.createdAt),
    disabled: customer.disabledAt !== null,
  };
}

const uniqueIds = (ids: readonly (string | undefined)[]) => [...new Set(ids.filter((id) => id !== undefined))];

/**
 * The console's customers (ADR 425): search, the customer page, and the account actions —
 * each change audited in its transaction, a refusal in one of its own (ADR 421).
 */
export function createCustomersService(deps: { db: Db; now: () => Date; adjustments: WalletAdjustments }) {
  const { db } = deps;

  async function refusalsAudited<T>(
    acting: ConsoleActing,
    event: { action: string; customerId: string },
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500)
        await recordRefusedAudit(db, {
          ...acting,
          ...event,
          resource: "customer",
          resourceId: event.customerId,
          outcome: "refused",
          errorCode: error.code,
        });
      throw error;
    }
  }

  /** Runs a change to one customer under their row lock; unknown customers are refused. */
  function changeCustomer<T>(
    acting: ConsoleActing,
    action: string,
    customerId: string,
    change: (tx: Db, before: CustomerSummary) => Promise<T>,
  ): Promise<T> {
    return refusalsAudited(acting, { action, customerId }, () =>
      db.transaction(async (tx) => {
        const before = await lockCustomer(tx, customerId);
        if (!before) throw customerErrors.notFound();
        return change(tx, before);
      }),
    );
  }

  const audit = (tx: Db, acting: ConsoleActing, action: string, customerId: string, event: object) =>
    recordAudit(tx, { ...acting, customerId, action, resource: "customer", resourceId: customerId, ...event });

  return {
    /**
     * Newest first; or, with `q`, customers whose email starts with it (by seek) and — on the
     * first page — those owning an order number, an IP address or a proxy username equal to it.
     */
    async search(ask: { q?: string | undefined; cursor?: string | undefined; limit: number }) {
      const q = ask.q?.trim() ?? "";
      const prefix = q.toLowerCase();
      const after = ask.cursor ? decodeCustomerCursor(ask.cursor, prefix) : null;
      if (ask.cursor && !after) throw customerErrors.cursorInvalid();
      const page = await seekCustomers(db, { ...(prefix ? { emailPrefix: prefix } : {}), after, limit: ask.limit });
      let exact: CustomerSummary[] = [];
      if (q && !after) {
        const [byOrder, byIp, byUsername] = await Promise.all([
          customerOfOrderNo(db, q),
          customersOfIpOrUsername(db, q),
          customerOfProxyUsername(db, q),
        ]);
        const listed = new Set(page.rows.map((row) => row.id));
        const ids = uniqueIds([byOrder, ...byIp, byUsername]).filter((id) => !listed.has(id));
        exact = await customerSummariesOf(db, ids);
      }
      return {
        list: [...exact, ...page.rows].map(presentCustomer),
        next_cursor: page.next ? encodeCustomerCursor(page.next, prefix) : null,
      };
    },

    async detail(customerId: string, language: UiLanguage): Promise<ConsoleCustomerDetail> {
      const [customer] = await customerSummariesOf(db, [customerId]);
      if (!customer) throw customerErrors.notFound();
      const rows = CUSTOMER_PAGE_ROWS;
      const [figures, orders, ips, ipCounts, traffic, sessions, keys, adjustments, audits, transfers, names] =
        await Promise.all([
          walletFigures(db, customerId),
          recentOrdersOf(db, customerId, rows),
          recentIpsOf(db, customerId, rows),
          ipCountsOf(db, customerId, deps.now()),
          proxyAccountOf(db, customerId),
          liveSessionsOf(db, customerId, rows),
          listKeys(db, customerId),
          deps.adjustments.of(customerId, rows),
          listAuditEvents(db, { customerId }, { limit: TIMELINE_ROWS }),
          timelineTransfersOf(db, customerId, TIMELINE_ROWS),
          staffNames(db),
        ]);
      const timeline: TimelineEntry[] = [
        ...audits.events.map(
          (event): TimelineEntry => ({
            source: "audit",
            at: event.at.getTime(),
            action: event.action,
            staff: event.staffId ? (names.get(event.staffId) ?? event.staffId) : null,
            outcome: event.outcome,
            reason_code: event.reasonCode,
            note: event.note,
          }),
        ),
        ...transfers.map(
          (transfer): TimelineEntry => ({
            source: "ledger",
            at: transfer.at.getTime(),
            kind: transfer.kind,
            delta_cents: transfer.deltaCents,
            order_no: transfer.orderNo,
            memo: language === "zh-CN" ? transfer.memoZh : transfer.memoEn,
          }),
        ),
      ]
        .sort((a, b) => b.at - a.at)
        .slice(0, TIMELINE_ROWS);
      return {
        profile: {
          ...presentCustomer(customer),
          country: customer.country,
          language: customer.language,
          signup_source: customer.signupSource,
          test_ips_left: customer.testIpsLeft,
        },
        wallet: {
          wallet_cents: figures.walletCents,
          credit_limit_cents: figures.creditLimitCents,
          credit_drawn_cents: figures.drawnCreditCents,
        },
        orders: orders.map((order) => ({
          order_no: order.orderNo,
          kind: order.kind,
          pay_status: order.payStatus,
          price_cents: order.priceCents,
          created_at: unixSeconds(order.createdAt),
        })),
        ips: {
          total: ipCounts.total,
          list: ips.map((ip) => ({
            address: ip.address,
            port: ip.port,
            expire_at: ip.expireAt ? unixSeconds(ip.expireAt) : null,
          })),
        },
        traffic: traffic
          ? { username: traffic.username, purchased_mb: traffic.purchasedMb, used_bytes: traffic.usedBytes }
          : null,
        sessions: sessions.map((session) => ({
          id: session.id,
          created_at: unixSeconds(session.createdAt),
          last_seen_at: unixSeconds(session.lastSeenAt),
        })),
        api_keys: keys.map((key) => ({
          id: key.id,
          name: key.name,
          hint: key.hint,
          created_at: key.created_at,
          last_used_at: key.last_used_at || null,
        })),
        adjustments,
        timeline,
      };
    },

    /** Disables (ending every session in the same transaction) or enables a customer. */
    setDisabled(acting: ConsoleActing, customerId: string, disabled: boolean, note: string | undefined) {
      const action = disabled ? "customer.disable" : "customer.enable";
      return changeCustomer(acting, action, customerId, async (tx, before) => {
        const changed = await setCustomerDisabled(tx, customerId, disabled);
        if (!changed) throw customerErrors.notFound();
        await audit(tx, acting, action, customerId, {
          before: { disabled: before.disabledAt !== null },
          after: { disabled, sessions_ended: changed.sessionsEnded },
          note: note ?? null,
        });
        return presentCustomer(changed.customer);
      });
    },

    signOutEverywhere(acting: ConsoleActing, customerId: string, note: string | undefined) {
      return changeCustomer(acting, "customer.sign_out", customerId, async (tx) => {
        const ended = await endCustomerSessions(tx, customerId);
        await audit(tx, acting, "customer.sign_out", customerId, {
          after: { sessions_ended: ended },
          note: note ?? null,
        });
        return { ended };
      });
    },

    /** The credit line through the wallet's own rule (`credit:set`'s): never below what is drawn. */
    setCreditLine(acting: ConsoleActing, customerId: string, limitCents: number, note: string | undefined) {
      return changeCustomer(acting, "customer.credit_line", customerId, async (tx) => {
        const before = await walletFigures(tx, customerId);
        await setCustomerCreditLimit(tx, customerId, limitCents);
        await audit(tx, acting, "customer.credit_line", customerId, {
          before: { credit_limit_cents: before.creditLimitCents, drawn_cents: before.drawnCreditCents },
          after: { credit_limit_cents: limitCents },
          note: note ?? null,
        });
        return { credit_limit_cents: limitCents };
      });
    },

    /** Checks the customer exists before an adjustment is asked for (the row's foreign key would only say 500). */
    async assertExists(customerId: string): Promise<void> {
      if ((await customerSummariesOf(db, [customerId])).length === 0) throw customerErrors.notFound();
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
