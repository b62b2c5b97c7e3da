import { z } from "zod";

/**
 * GET /api/member/authorities — what the server lets this customer see and do (spec 01 §3,
 * spec 02 §3): the free test-IP tab, the credit tile and the top-up maximum.
 */
export const MemberAuthoritiesSchema = z.object({
  show_test_ip: z.union([z.literal(0), z.literal(1)]),
  left_test_ips: z.number().int().nonnegative(),
  show_credit_balance: z.union([z.literal(0), z.literal(1)]),
  max_charge_amount: z.number().int().positive(),
});
export type MemberAuthorities = z.infer<typeof MemberAuthoritiesSchema>;
