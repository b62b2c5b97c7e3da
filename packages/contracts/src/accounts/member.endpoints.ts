import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { LanguageSchema } from "../language/language.endpoints.ts";

/** The logged-in customer's profile (spec 02 §7 `GET /api/member/info`). */
export const MemberInfoSchema = z.object({
  uid: z.string(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  country: z.string().nullable(),
  language: LanguageSchema,
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

/**
 * What the server lets this customer see and do (spec 01 §3, spec 02 §3): the free test-IP tab,
 * the credit tile and the top-up maximum.
 */
export const MemberAuthoritiesSchema = z.object({
  show_test_ip: z.union([z.literal(0), z.literal(1)]),
  left_test_ips: z.number().int().nonnegative(),
  show_credit_balance: z.union([z.literal(0), z.literal(1)]),
  max_charge_amount: z.number().int().positive(),
});
export type MemberAuthorities = z.infer<typeof MemberAuthoritiesSchema>;

const tag = "member";

export const memberInfo = defineEndpoint({
  operationId: "memberInfo",
  method: "GET",
  path: "/api/member/info",
  tag,
  summary: "The logged-in customer's profile",
  access: access.customer("account:read"),
  response: MemberInfoSchema,
  errors: [],
});

export const memberAuthorities = defineEndpoint({
  operationId: "memberAuthorities",
  method: "GET",
  path: "/api/member/authorities",
  tag,
  summary: "What the server lets this customer see: test IPs, credit tile, top-up maximum",
  access: access.customer("account:read"),
  response: MemberAuthoritiesSchema,
  errors: [],
});
