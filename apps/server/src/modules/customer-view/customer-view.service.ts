import { createHash, randomBytes } from "node:crypto";
import {
  CUSTOMER_VIEW_MINUTES,
  CUSTOMER_VIEW_TOKEN_PREFIX,
  type CustomerView,
  type CustomerViewMode,
  type OpenedCustomerView,
} from "@portico/contracts";
import { unixSeconds } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import type { CustomerPrincipal } from "../../plugins/auth/principal.ts";
import { customerSummariesOf } from "../accounts/customer-admin.service.ts";
import { recordAudit, recordRefusedAudit } from "../audit/audit.service.ts";
import type { ConsoleActing } from "../customers/customers.service.ts";
import { staffNames } from "../staff/staff-names.service.ts";
import { staffSessionHolds } from "../staff/staff-session-check.service.ts";
import { customerViewErrors } from "./customer-view.errors.ts";
import { endView, findLiveView, findView, insertView } from "./customer-view.repository.ts";
import { VIEW_SCOPES } from "./customer-view-scopes.ts";

const VIEW_MS = CUSTOMER_VIEW_MINUTES * 60_000;

export const hashViewToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** The permission a view of each mode needs, when opened and on every request after. */
const PERMISSION = { read: "impersonate:read", act: "impersonate:write" } as const;

/** Who opened the view, in which console session (the view lives only as long as that one). */
export type ViewOpener = ConsoleActing & { staffSessionId: number };

/** What the audit records of a request made in a view: the request's own id, address and agent. */
export type ViewRequestMeta = { requestId: string; ip: string; userAgent: string | null };

type ViewActor = Extract<CustomerPrincipal["actor"], { kind: "staff_view" }>;

/**
 * Staff views of a customer's user centre (ADR 431): opened from the console, each a session of
 * its own with a token shown once, audited when opened, when ended, and — for views that act —
 * at every change requested in them.
 */
export function createCustomerViews(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  return {
    async open(
      opener: ViewOpener,
      ask: { customerId: string; mode: CustomerViewMode; reason: string | null },
    ): Promise<OpenedCustomerView> {
      const { staffSessionId, ...acting } = opener;
      const action = ask.mode === "read" ? "customer.view" : "customer.act";
      const token = `${CUSTOMER_VIEW_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
      const opened = await db.transaction(async (tx) => {
        const [customer] = await customerSummariesOf(tx, [ask.customerId]);
        if (!customer) return null;
        const at = now();
        const view = await insertView(tx, {
          tokenHash: hashViewToken(token),
          customerId: ask.customerId,
          staffId: acting.staffId,
          staffSessionId,
          mode: ask.mode,
          reason: ask.reason,
          createdAt: at,
          expiresAt: new Date(at.getTime() + VIEW_MS),
        });
        await recordAudit(tx, {
          ...acting,
          customerId: ask.customerId,
          impersonating: view.id,
          action,
          resource: "customer",
          resourceId: ask.customerId,
          after: { view_id: view.id, mode: view.mode, expires_at: unixSeconds(view.expiresAt) },
          note: ask.reason,
        });
        return view;
      });
      if (!opened) {
        const refusal = customerViewErrors.customerNotFound();
        await recordRefusedAudit(db, {
          ...acting,
          customerId: null,
          action,
          resource: "customer",
          resourceId: ask.customerId,
          note: ask.reason,
          outcome: "refused",
          errorCode: refusal.code,
        });
        throw refusal;
      }
      return { token, mode: opened.mode, expires_at: unixSeconds(opened.expiresAt) };
    },

    /**
     * The principal a view's token stands for, or null when it is over: ended, past its time, its
     * console session signed out or expired, or its member no longer holding the permission.
     */
    async principalOf(token: string): Promise<CustomerPrincipal | null> {
      const at = now();
      const view = await findLiveView(db, hashViewToken(token), at);
      if (!view || !(await staffSessionHolds(db, view.staffSessionId, PERMISSION[view.mode], at))) return null;
      return {
        kind: "customer",
        accountId: view.customerId,
        actor: { kind: "staff_view", viewId: view.id, staffId: view.staffId, mode: view.mode },
        scopes: VIEW_SCOPES[view.mode],
      };
    },

    /** What the user centre's banner says: whose view, of whom, what it may do, until when. */
    async describe(actor: CustomerPrincipal["actor"]): Promise<CustomerView> {
      if (actor.kind !== "staff_view") throw customerViewErrors.notAView();
      const view = await findView(db, actor.viewId);
      if (!view) throw customerViewErrors.notAView();
      const [[customer], names] = await Promise.all([customerSummariesOf(db, [view.customerId]), staffNames(db)]);
      return {
        mode: view.mode,
        staff_name: names.get(view.staffId) ?? "",
        customer_email: customer?.email ?? "",
        expires_at: unixSeconds(view.expiresAt),
      };
    },

    /** Ends the caller's view before its time, audited with the end. */
    async end(principal: CustomerPrincipal, meta: ViewRequestMeta): Promise<{ ended: true }> {
      const { actor } = principal;
      if (actor.kind !== "staff_view") throw customerViewErrors.notAView();
      await db.transaction(async (tx) => {
        if (!(await endView(tx, actor.viewId, now()))) return;
        await recordAudit(tx, {
          ...meta,
          staffId: actor.staffId,
          customerId: principal.accountId,
          impersonating: actor.viewId,
          action: "customer.view_end",
          resource: "customer",
          resourceId: principal.accountId,
        });
      });
      return { ended: true };
    },

    /**
     * A change asked for in a view that acts, recorded before it can happen (so no change is ever
     * made unrecorded), and its outcome once answered (ADR 431).
     */
    async actRequested(actor: ViewActor, accountId: string, endpoint: string, meta: ViewRequestMeta): Promise<void> {
      await db.transaction((tx) =>
        recordAudit(tx, { ...viewEvent(actor, accountId, endpoint, meta), action: "customer.act_request" }),
      );
    },

    async actAnswered(
      actor: ViewActor,
      accountId: string,
      endpoint: string,
      meta: ViewRequestMeta,
      status: number,
    ): Promise<void> {
      const event = {
        ...viewEvent(actor, accountId, endpoint, meta),
        action: "customer.act_result",
        after: { status },
      };
      if (status < 400) await db.transaction((tx) => recordAudit(tx, event));
      else
        await recordRefusedAudit(db, {
          ...event,
          outcome: status >= 500 ? "failed" : "refused",
          errorCode: `http_${status}`,
        });
    },
  };
}

export type CustomerViews = ReturnType<typeof createCustomerViews>;

function viewEvent(actor: ViewActor, accountId: string, endpoint: string, meta: ViewRequestMeta) {
  return {
    ...meta,
    staffId: actor.staffId,
    customerId: accountId,
    impersonating: actor.viewId,
    resource: "endpoint",
    resourceId: endpoint,
  };
}
