import type { AccessRule, CustomerScope, CustomerViewMode, InternalService, StaffPermission } from "@portico/contracts";

/**
 * Who is acting for a customer account: the customer in a signed-in session, one of their API
 * keys, or a staff member in a view of the account opened from the console (ADR 431; a sub-user
 * later). It goes to the request log, and a view's changes to the audit.
 */
export type CustomerActor =
  | { readonly kind: "session"; readonly userId: string; readonly sessionId: number }
  | { readonly kind: "api_key"; readonly keyId: number }
  | { readonly kind: "staff_view"; readonly viewId: string; readonly staffId: string; readonly mode: CustomerViewMode };

/** A customer credential: the account it acts for, by whom, and what it may do there. */
export type CustomerPrincipal = {
  readonly kind: "customer";
  readonly accountId: string;
  readonly actor: CustomerActor;
  readonly scopes: ReadonlySet<CustomerScope>;
};

/**
 * A staff member of the console (ADR 420), in one session. Before the second factor the
 * permissions are only the session's own (`session:enrol` or `session:verify`, `session:end`);
 * after it, the union of the member's roles and `session:active`. `reauthFresh`: a TOTP code was
 * entered within the last few minutes (what `access.staffReauth` endpoints need).
 */
export type StaffPrincipal = {
  readonly kind: "staff";
  readonly staffId: string;
  readonly sessionId: number;
  readonly permissions: ReadonlySet<StaffPermission>;
  readonly reauthFresh: boolean;
};

/** An internal service with its credential (the proxy gateway). */
export type InternalPrincipal = { readonly kind: "internal"; readonly service: InternalService };

/** What a request's credential resolved to (ADR 408); null for an anonymous caller. */
export type Principal = CustomerPrincipal | StaffPrincipal | InternalPrincipal;

/** The principal a handler receives under a rule: never optional where the rule needs one. */
export type PrincipalFor<R extends AccessRule> = R extends { kind: "customer" }
  ? CustomerPrincipal
  : R extends { kind: "staff" }
    ? StaffPrincipal
    : R extends { kind: "internal" }
      ? InternalPrincipal
      : Principal | null;

/** What a customer service is told about its caller: the account it acts on, and by whom. */
export type Acting = { readonly accountId: string; readonly actor: CustomerActor };

/**
 * The acting identity as the log and the audit name it: `user:<id>`, `key:<id>`, `staff:<id>`,
 * `staff:<id> as user:<id>` (a view of the customer's account), `service:<name>`.
 */
export function actorRef(principal: Principal): string {
  switch (principal.kind) {
    case "customer":
      return customerActorRef(principal);
    case "staff":
      return `staff:${principal.staffId}`;
    case "internal":
      return `service:${principal.service}`;
  }
}

function customerActorRef({ actor, accountId }: CustomerPrincipal): string {
  switch (actor.kind) {
    case "session":
      return `user:${actor.userId}`;
    case "api_key":
      return `key:${actor.keyId}`;
    case "staff_view":
      return `staff:${actor.staffId} as user:${accountId}`;
  }
}
