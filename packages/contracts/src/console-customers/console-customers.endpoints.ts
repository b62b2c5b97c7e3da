import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { CommonError } from "../error-codes.ts";
import { RowIdSchema } from "../request-bounds.ts";
import {
  ConsoleCustomerError,
  CUSTOMER_SEARCH_PAGE,
  WALLET_ADJUSTMENT_MAX_CENTS,
  WALLET_ADJUSTMENT_REASONS,
} from "./console-customers.codes.ts";

const tag = "console-customers";

const customerId = z.uuid();

export const ConsoleCustomerRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** Unix seconds. */
  created_at: z.number().int(),
  disabled: z.boolean(),
});
export type ConsoleCustomerRow = z.infer<typeof ConsoleCustomerRowSchema>;

export const WalletAdjustmentSchema = z.object({
  id: z.number().int(),
  amount_cents: z.number().int(),
  reason_code: z.enum(WALLET_ADJUSTMENT_REASONS),
  note: z.string(),
  status: z.enum(["pending", "posted", "rejected"]),
  needs_approval: z.boolean(),
  requested_by: z.string(),
  decided_by: z.string().nullable(),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type WalletAdjustment = z.infer<typeof WalletAdjustmentSchema>;

/** One line of a customer's timeline: an audited staff action or a ledger transfer. */
export const TimelineEntrySchema = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("audit"),
    /** Unix milliseconds (the merge order). */
    at: z.number().int(),
    action: z.string(),
    staff: z.string().nullable(),
    outcome: z.string(),
    reason_code: z.string().nullable(),
    note: z.string().nullable(),
  }),
  z.object({
    source: z.literal("ledger"),
    at: z.number().int(),
    kind: z.string(),
    /** What the customer's wallet and credit line together gained (negative: lost). */
    delta_cents: z.number().int(),
    order_no: z.string().nullable(),
    memo: z.string(),
  }),
]);
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const ConsoleCustomerDetailSchema = z.object({
  profile: ConsoleCustomerRowSchema.extend({
    country: z.string().nullable(),
    language: z.string(),
    signup_source: z.string().nullable(),
    test_ips_left: z.number().int(),
  }),
  wallet: z.object({
    wallet_cents: z.number().int(),
    credit_limit_cents: z.number().int(),
    credit_drawn_cents: z.number().int(),
  }),
  orders: z.array(
    z.object({
      order_no: z.string(),
      kind: z.string(),
      pay_status: z.number().int(),
      price_cents: z.number().int(),
      created_at: z.number().int(),
    }),
  ),
  ips: z.object({
    total: z.number().int(),
    list: z.array(z.object({ address: z.string(), port: z.number().int(), expire_at: z.number().int().nullable() })),
  }),
  traffic: z.object({ username: z.string(), purchased_mb: z.number(), used_bytes: z.number() }).nullable(),
  sessions: z.array(z.object({ id: z.number().int(), created_at: z.number().int(), last_seen_at: z.number().int() })),
  api_keys: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      hint: z.string(),
      created_at: z.number().int(),
      last_used_at: z.number().int().nullable(),
    }),
  ),
  adjustments: z.array(WalletAdjustmentSchema),
  timeline: z.array(TimelineEntrySchema),
});
export type ConsoleCustomerDetail = z.infer<typeof ConsoleCustomerDetailSchema>;

export const consoleCustomers = defineEndpoint({
  operationId: "consoleCustomers",
  method: "GET",
  path: "/api/console/customers",
  tag,
  summary:
    "Customers newest first, or those matching an email prefix, an order number, an IP or a proxy username; paged by seek",
  access: access.staff("customers:read"),
  query: z.object({
    q: z.string().trim().max(254).optional(),
    /** `next_cursor` of the page before. */
    cursor: z.string().max(300).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(CUSTOMER_SEARCH_PAGE),
  }),
  response: z.object({ list: z.array(ConsoleCustomerRowSchema), next_cursor: z.string().nullable() }),
  errors: [ConsoleCustomerError.customer_list_cursor_invalid],
});

export const consoleCustomerDetail = defineEndpoint({
  operationId: "consoleCustomerDetail",
  method: "GET",
  path: "/api/console/customers/detail",
  tag,
  summary:
    "A customer's profile, wallet and credit, orders, IPs, traffic, sessions, API keys, adjustments and timeline",
  access: access.staff("customers:read"),
  query: z.object({ id: customerId }),
  response: ConsoleCustomerDetailSchema,
  errors: [ConsoleCustomerError.customer_not_found],
});

const customerAction = z.object({ customer_id: customerId, note: z.string().trim().max(500).optional() });

export const disableCustomer = defineEndpoint({
  operationId: "disableCustomer",
  method: "POST",
  path: "/api/console/customers/disable",
  tag,
  summary: "Disables a customer: they cannot sign in, and their sessions end",
  access: access.staff("customers:write"),
  body: customerAction,
  response: ConsoleCustomerRowSchema,
  errors: [ConsoleCustomerError.customer_not_found],
});

export const enableCustomer = defineEndpoint({
  operationId: "enableCustomer",
  method: "POST",
  path: "/api/console/customers/enable",
  tag,
  summary: "Enables a disabled customer again",
  access: access.staff("customers:write"),
  body: customerAction,
  response: ConsoleCustomerRowSchema,
  errors: [ConsoleCustomerError.customer_not_found],
});

export const signOutCustomer = defineEndpoint({
  operationId: "signOutCustomer",
  method: "POST",
  path: "/api/console/customers/sign-out",
  tag,
  summary: "Ends every session of a customer",
  access: access.staff("customers:write"),
  body: customerAction,
  response: z.object({ ended: z.number().int() }),
  errors: [ConsoleCustomerError.customer_not_found],
});

export const setCustomerCreditLine = defineEndpoint({
  operationId: "setCustomerCreditLine",
  method: "POST",
  path: "/api/console/customers/credit-line",
  tag,
  summary: "Sets a customer's credit line (never below what is drawn on it), as `credit:set` does",
  access: access.staffReauth("credit:write"),
  body: z.object({
    customer_id: customerId,
    limit_cents: z
      .number()
      .int()
      .min(0)
      .max(WALLET_ADJUSTMENT_MAX_CENTS * 10),
    note: z.string().trim().max(500).optional(),
  }),
  response: z.object({ credit_limit_cents: z.number().int() }),
  /** `business_rule`: below what is drawn, in `credit:set`'s words. */
  errors: [ConsoleCustomerError.customer_not_found, CommonError.business_rule],
});

export const adjustCustomerWallet = defineEndpoint({
  operationId: "adjustCustomerWallet",
  method: "POST",
  path: "/api/console/customers/wallet/adjust",
  tag,
  summary:
    "Moves money into or out of a customer's wallet as a ledger transfer with a reason; above the configured amount it waits for a second approver",
  access: access.staffReauth("wallet:adjust"),
  body: z.object({
    customer_id: customerId,
    /** The console's key for this one submission: sent again, it answers the first adjustment. */
    request_key: z.uuid(),
    amount_cents: z
      .number()
      .int()
      .min(-WALLET_ADJUSTMENT_MAX_CENTS)
      .max(WALLET_ADJUSTMENT_MAX_CENTS)
      .refine((cents) => cents !== 0, "not zero"),
    reason_code: z.enum(WALLET_ADJUSTMENT_REASONS),
    note: z.string().trim().min(3).max(500),
  }),
  response: WalletAdjustmentSchema,
  errors: [
    ConsoleCustomerError.customer_not_found,
    ConsoleCustomerError.wallet_adjustment_key_reused,
    ConsoleCustomerError.wallet_adjustment_below_zero,
  ],
});

export const approveWalletAdjustment = defineEndpoint({
  operationId: "approveWalletAdjustment",
  method: "POST",
  path: "/api/console/customers/wallet/approve",
  tag,
  summary: "A second member approves a pending wallet adjustment, which then moves the money",
  access: access.staffReauth("wallet:approve"),
  body: z.object({ adjustment_id: RowIdSchema }),
  response: WalletAdjustmentSchema,
  errors: [
    ConsoleCustomerError.wallet_adjustment_not_found,
    ConsoleCustomerError.wallet_adjustment_decided,
    ConsoleCustomerError.wallet_adjustment_own_request,
    ConsoleCustomerError.wallet_adjustment_below_zero,
  ],
});

export const rejectWalletAdjustment = defineEndpoint({
  operationId: "rejectWalletAdjustment",
  method: "POST",
  path: "/api/console/customers/wallet/reject",
  tag,
  summary: "A second member rejects a pending wallet adjustment; no money moves",
  access: access.staff("wallet:approve"),
  body: z.object({ adjustment_id: RowIdSchema }),
  response: WalletAdjustmentSchema,
  errors: [
    ConsoleCustomerError.wallet_adjustment_not_found,
    ConsoleCustomerError.wallet_adjustment_decided,
    ConsoleCustomerError.wallet_adjustment_own_request,
  ],
});
