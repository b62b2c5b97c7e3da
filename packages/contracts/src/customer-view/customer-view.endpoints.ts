import { z } from "zod";
import { access } from "../access.ts";
import { ConsoleCustomerError } from "../console-customers/console-customers.codes.ts";
import { defineEndpoint } from "../endpoint.ts";
import { CUSTOMER_VIEW_MODES, CUSTOMER_VIEW_REASON_MIN, CustomerViewError } from "./customer-view.codes.ts";

const tag = "customer-view";

/** A view just opened: its token is shown once, to the member who opened it. */
export const OpenedCustomerViewSchema = z.object({
  token: z.string(),
  mode: z.enum(CUSTOMER_VIEW_MODES),
  /** Unix seconds. */
  expires_at: z.number().int(),
});
export type OpenedCustomerView = z.infer<typeof OpenedCustomerViewSchema>;

export const openCustomerView = defineEndpoint({
  operationId: "openCustomerView",
  method: "POST",
  path: "/api/console/customers/view",
  tag,
  summary:
    "Opens a read-only view of a customer's user centre: a separate session of its own, short-lived, recorded with both identities",
  access: access.staff("impersonate:read"),
  body: z.object({ customer_id: z.uuid(), reason: z.string().trim().max(500).optional() }),
  response: OpenedCustomerViewSchema,
  errors: [ConsoleCustomerError.customer_not_found],
});

export const actAsCustomer = defineEndpoint({
  operationId: "actAsCustomer",
  method: "POST",
  path: "/api/console/customers/act",
  tag,
  summary:
    "Opens a view of a customer's user centre that may also act for them (orders, payments, IPs — never their keys, session or terms), with a reason; every change made in it is audited",
  access: access.staffReauth("impersonate:write"),
  body: z.object({ customer_id: z.uuid(), reason: z.string().trim().min(CUSTOMER_VIEW_REASON_MIN).max(500) }),
  response: OpenedCustomerViewSchema,
  errors: [ConsoleCustomerError.customer_not_found],
});

export const CustomerViewSchema = z.object({
  mode: z.enum(CUSTOMER_VIEW_MODES),
  /** The staff member whose view this is. */
  staff_name: z.string(),
  customer_email: z.string(),
  /** Unix seconds. */
  expires_at: z.number().int(),
});
export type CustomerView = z.infer<typeof CustomerViewSchema>;

export const customerView = defineEndpoint({
  operationId: "customerView",
  method: "GET",
  path: "/api/member/view",
  tag,
  summary: "The staff view the caller's session is (for the user centre's banner); 404 for a customer's own credential",
  access: access.customer("account:read"),
  response: CustomerViewSchema,
  errors: [CustomerViewError.customer_view_not_found],
});

export const endCustomerView = defineEndpoint({
  operationId: "endCustomerView",
  method: "POST",
  path: "/api/member/view/end",
  tag,
  summary: "Ends the staff view the caller's session is, before its time; 404 for a customer's own credential",
  access: access.customer("account:read"),
  response: z.object({ ended: z.literal(true) }),
  errors: [CustomerViewError.customer_view_not_found],
});
