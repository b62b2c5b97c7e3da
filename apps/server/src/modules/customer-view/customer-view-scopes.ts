import { API_KEY_SCOPES, type CustomerScope, type CustomerViewMode, READ_ONLY_SCOPES } from "@portico/contracts";

/**
 * What a view may do (ADR 431). `read`: what a read-only key reads. `act`: what a full key may do
 * — orders, payments, IPs, the wallet — except accepting terms for the customer; never their keys
 * or their own sessions (those scopes are a signed-in customer's alone).
 */
export const VIEW_SCOPES: Readonly<Record<CustomerViewMode, ReadonlySet<CustomerScope>>> = {
  read: new Set(READ_ONLY_SCOPES),
  act: new Set(API_KEY_SCOPES.filter((scope) => scope !== "account:write")),
};
