import { balanceLog, memberWallet, rechargeOrders, rechargeStatus } from "@portico/contracts";
import { centsToDollars, unixSeconds as seconds } from "@portico/domain";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { listPageFields } from "../../db/list-page-fields.ts";
import { listWindowOf as windowOf } from "../../db/list-window.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { customerOrder, rechargeOrderRows } from "../orders/orders.service.ts";
import { balanceLogRows } from "./balance-log.repository.ts";
import { walletFigures } from "./wallet.service.ts";

/** The wallet calls of spec 02 §7. */
export default async function walletRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  registerEndpoint(app, memberWallet, async ({ principal }) => {
    const figures = await walletFigures(db, principal.accountId);
    return {
      total_charged: centsToDollars(figures.chargedCents),
      total_spend: centsToDollars(figures.spentCents),
      balance: centsToDollars(figures.walletCents - figures.drawnCreditCents),
      credit_balance: centsToDollars(figures.creditLimitCents - figures.drawnCreditCents),
    };
  });
  registerEndpoint(app, rechargeOrders, async ({ input, principal }) => {
    const page = await rechargeOrderRows(db, principal.accountId, windowOf(input));
    return {
      ...listPageFields(page),
      list: page.rows.map((row) => ({
        order_no: row.orderNo,
        deposit: centsToDollars(row.priceCents),
        pay_price: row.payStatus === 2 ? (row.payPriceMinor ?? 0) / 100 : 0,
        pay_currency: row.payCurrency ?? "usd",
        pay_status: row.payStatus,
        pay_time: seconds(row.paidAt),
        pay_type: row.payType ?? 0,
        create_time: seconds(row.createdAt),
      })),
    };
  });
  registerEndpoint(app, balanceLog, async ({ input, principal, language }) => {
    const page = await balanceLogRows(db, principal.accountId, windowOf(input));
    return {
      ...listPageFields(page),
      list: page.rows.map((row) => ({
        order_no: row.orderNo ?? "",
        package: language === "zh-CN" ? row.memoZh : row.memoEn,
        deducted_amount: centsToDollars(-row.customerDeltaCents),
        create_time: seconds(row.createdAt),
      })),
    };
  });
  registerEndpoint(app, rechargeStatus, async ({ input, principal }) => ({
    pay_status: (await customerOrder(db, principal.accountId, input.orderNo)).payStatus,
  }));
}
