import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ListError } from "../lists/lists.codes.ts";
import { ListCursorQueryFields, ListPageResponseFields } from "../lists/lists.schemas.ts";
import { OrderError } from "../orders/orders.codes.ts";
import { OrderNoSchema } from "../orders/orders.endpoints.ts";
import { UnixSecondsQuerySchema } from "../request-bounds.ts";

/** The wallet tiles (spec 02 §3 Wallet), USD. `balance` is negative while credit is drawn. */
export const WalletSchema = z.object({
  total_charged: z.number().nonnegative(),
  total_spend: z.number().nonnegative(),
  balance: z.number(),
  credit_balance: z.number(),
});
export type Wallet = z.infer<typeof WalletSchema>;

/** Paged list filters (spec 02 §3 List query); times are unix seconds, inclusive. */
export const ListQuerySchema = z.object({
  page: z.coerce.number<number>().int().min(1).max(100_000).default(1),
  limit: z.coerce.number<number>().int().min(1).max(100).default(10),
  order_no: z.string().trim().max(40).optional(),
  start_time: UnixSecondsQuerySchema.optional(),
  end_time: UnixSecondsQuerySchema.optional(),
  ...ListCursorQueryFields,
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** A top-up (spec 02 §3 Deposit order row). */
export const RechargeOrderRowSchema = z.object({
  order_no: z.string(),
  /** USD credited to the wallet. */
  deposit: z.number().nonnegative(),
  /** What was charged, in `pay_currency` (¥ for cny, $ otherwise); 0 until paid. */
  pay_price: z.number().nonnegative(),
  pay_currency: z.string(),
  pay_status: z.number().int(),
  /** Unix seconds; 0 until paid. */
  pay_time: z.number().int().nonnegative(),
  pay_type: z.number().int(),
  create_time: z.number().int().nonnegative(),
});

/** A balance usage line (spec 02 §3 Balance log row): positive deducts, negative refunds. */
export const BalanceLogRowSchema = z.object({
  order_no: z.string(),
  package: z.string(),
  deducted_amount: z.number(),
  create_time: z.number().int().nonnegative(),
});

const page = <Row extends z.ZodType>(row: Row) => z.object({ ...ListPageResponseFields, list: z.array(row) });

const tag = "wallet";

export const memberWallet = defineEndpoint({
  operationId: "memberWallet",
  method: "GET",
  path: "/api/member/wallet",
  tag,
  summary: "The wallet: total charged, total spent, balance and the credit still available",
  access: access.customer("wallet:read"),
  response: WalletSchema,
  errors: [],
});

export const rechargeOrders = defineEndpoint({
  operationId: "rechargeOrders",
  method: "GET",
  path: "/api/member/recharge_orders",
  tag,
  summary: "Top-ups, newest first",
  access: access.customer("wallet:read"),
  query: ListQuerySchema,
  response: page(RechargeOrderRowSchema),
  errors: [ListError.list_cursor_invalid, ListError.list_page_needs_cursor],
});

export const balanceLog = defineEndpoint({
  operationId: "balanceLog",
  method: "GET",
  path: "/api/member/balance_log",
  tag,
  summary: "What the balance paid for and what came back to it, newest first",
  access: access.customer("wallet:read"),
  query: ListQuerySchema,
  response: page(BalanceLogRowSchema),
  errors: [ListError.list_cursor_invalid, ListError.list_page_needs_cursor],
});

export const rechargeStatus = defineEndpoint({
  operationId: "rechargeStatus",
  method: "GET",
  path: "/api/member/recharge_status",
  tag,
  summary: "A top-up's pay_status, polled by the payment success view",
  access: access.customer("wallet:read"),
  query: z.object({ orderNo: OrderNoSchema }),
  response: z.object({ pay_status: z.number().int().min(1).max(4) }),
  errors: [OrderError.order_not_found],
});
