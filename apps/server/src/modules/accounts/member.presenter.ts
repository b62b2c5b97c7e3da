import type { MemberAuthorities, MemberInfo } from "@portico/contracts";
import type { UserRow } from "./accounts.tables.ts";

export function presentMemberInfo(user: UserRow): MemberInfo {
  return {
    uid: user.id,
    username: `${user.firstName} ${user.lastName}`,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    country: user.country,
    language: user.language,
    created_at: Math.floor(user.createdAt.getTime() / 1000),
  };
}

/** The credit tile shows for a customer an operator gave a credit line; the top-up cap is configured. */
export function presentMemberAuthorities(
  user: UserRow,
  maxChargeAmount: number,
  hasCredit: boolean,
): MemberAuthorities {
  return {
    show_test_ip: user.testIpsLeft > 0 ? 1 : 0,
    left_test_ips: user.testIpsLeft,
    show_credit_balance: hasCredit ? 1 : 0,
    max_charge_amount: maxChargeAmount,
  };
}
