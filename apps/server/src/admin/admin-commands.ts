import { parseArgs } from "node:util";
import {
  BUILTIN_ROLES,
  type BuiltinRole,
  EMAIL_PATTERN,
  REFUND_REQUEST_ID_PATTERN,
  STAFF_INVITATION_HOURS,
} from "@portico/contracts";
import { dollarsToCents, type UiLanguage } from "@portico/domain";
import type { EnvelopeSettings } from "../config.ts";
import type { Db } from "../db/client.ts";
import { customerIdOf } from "../modules/accounts/customer.service.ts";
import { verifyAuditChain } from "../modules/audit/audit.service.ts";
import { createCoupon } from "../modules/coupons/coupons.service.ts";
import { rotateEnvelopeKey } from "../modules/envelope/envelope-keys.ts";
import type { PaymentProviders } from "../modules/payments/payment-providers.ts";
import { refundOrder } from "../modules/payments/refund.service.ts";
import type { StaffService } from "../modules/staff/staff.service.ts";
import { setCustomerCreditLimit } from "../modules/wallet/wallet.service.ts";
import { AppError, renderText } from "../plugins/app-error.ts";
import { inventoryImport } from "./inventory-import.ts";

/** An operator's mistake: printed as one sentence, exit code 1. */
export class AdminUsageError extends Error {
  override name = "AdminUsageError";
}

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [options]

  coupon:create --code CODE (--percent N | --fixed DOLLARS) [--min DOLLARS] [--starts ISO-DATE]
                [--ends ISO-DATE] [--max-uses N] [--per-customer N]
      A coupon: N% or a fixed sum off, from a minimum order, inside a window, with total and
      per-customer use limits.
  credit:set --email EMAIL --limit DOLLARS
      The customer's credit line: balance payments may go down to -DOLLARS (0 removes it);
      never below what the customer has drawn on it.
  order:refund --order ORDER_NO [--amount DOLLARS] [--to wallet|provider] [--request-id ID]
      Refunds a paid order, all that is left by default, never more than was paid: to the
      customer's wallet (default), or back through the provider that took the payment (Stripe,
      Alipay; the sandbox moves no money), which returns it to the customer's card or Alipay.
      Each refund has a request id (printed; --request-id gives your own, 6–64 letters, digits,
      - or _). When the provider does not answer, the amount stays reserved: run the command
      again with the same --request-id and it finishes that refund, never refunding twice.
      A top-up is refunded only --to provider, out of the balance it credited; a residential
      refund takes back its share of the plan's unused traffic; a full refund of static IPs
      takes them back, and of a renewal the time it added.
  inventory:import FILE.csv [--commit IMPORT_ID]
      Static IPs from a CSV with the header address,port,region (the region's code, e.g. USA-CA;
      other columns are ignored). Without --commit, a dry run: checks every row (IPv4, port
      1–65535, known region, duplicates in the file or already in the inventory), writes no IP,
      prints the errors with their line numbers and the import id. With --commit and that id,
      writes the valid rows of the same file (a changed file is refused); committing again
      writes nothing twice.
  audit:verify
      Recomputes the console audit's hash chain from the first event to the head: says how many
      events are intact, or names the first event edited or missing, or a head that is not the
      last event (events cut from the end), and exits 1.
  staff:invite EMAIL --role ROLE [--language en|zh-CN]
      Invites EMAIL to the operator console with a built-in role (owner, finance, support,
      catalogue, content, auditor) and mails the link (/console/invite?token=…, once, within
      ${STAFF_INVITATION_HOURS} hours; printed with the mail when there is no SMTP_URL). How the
      first owner comes in; later invitations are made in the console.
  envelope:rotate-key
      A new generated key pair for the encrypted request envelope; the previous one still opens
      requests for ENVELOPE_KEY_OVERLAP_HOURS. Not with keys from ENVELOPE_PRIVATE_KEY.
  backup FILE
      The embedded database, consistent, as one gzipped file — while Portico serves (the running
      server writes it) or not. On PostgreSQL, use pg_dump (docs/backups.md).
  restore FILE
      Replaces the embedded database with a backup: Portico must be stopped; the replaced data
      directory is kept beside it. On PostgreSQL, use pg_restore (docs/backups.md).
  migrate-to DATABASE_URL
      Copies every row of the embedded database (Portico stopped) into a new, empty PostgreSQL
      database, checks each table's count, and leaves the data directory as it was.`;

/** What the commands work on; the payment providers are built only for a command that calls one. */
export type AdminDeps = {
  db: Db;
  providers: () => Promise<Pick<PaymentProviders, "byName">>;
  /** The envelope's key settings (envelope:rotate-key); absent where no command needs them. */
  envelope?: Pick<EnvelopeSettings, "configuredKeys" | "overlapMs">;
  /** The console's staff service, with the mail sender (staff:invite); absent where no command needs it. */
  staff?: Pick<StaffService, "invite">;
};

const dollars = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(value))
    throw new AdminUsageError(`--${name} takes dollars like 12.50, not “${value}”.`);
  return dollarsToCents(Number(value));
};
const whole = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new AdminUsageError(`--${name} takes a whole number, not “${value}”.`);
  return Number(value);
};
const date = (name: string, value: string | undefined): Date | undefined => {
  if (value === undefined) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime()))
    throw new AdminUsageError(`--${name} takes a date like 2026-12-31, not “${value}”.`);
  return parsed;
};
const required = (name: string, value: string | undefined): string => {
  if (!value) throw new AdminUsageError(`--${name} is required.\n\n${ADMIN_USAGE}`);
  return value;
};

/** A full refund of static IPs names the renewals paid for them: separate payments, refunded only if asked. */
function renewalsNote(renewals: readonly string[]): string {
  if (renewals.length === 0) return "";
  if (renewals.length === 1)
    return ` Its IPs are back in stock; the renewal ${renewals[0]} paid for them is a separate order and was not refunded.`;
  return ` Its IPs are back in stock; the renewals ${renewals.join(", ")} paid for them are separate orders and were not refunded.`;
}

const CHAIN_BREAKS = {
  edited: "it is not as it was written (edited after the fact)",
  missing: "it is missing (deleted)",
  head_mismatch: "the chain's head does not end at the last event (events removed from the end, or the head moved)",
} as const;

/**
 * The operator commands that stand in for an operator console: each is one service call on the
 * same rules the API uses. Answers the sentence to print.
 */
export async function runAdminCommand(deps: AdminDeps, argv: readonly string[]): Promise<string> {
  const { db, envelope } = deps;
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: [...rest],
    allowPositionals: command === "staff:invite" || command === "inventory:import",
    options: {
      code: { type: "string" },
      percent: { type: "string" },
      fixed: { type: "string" },
      min: { type: "string" },
      starts: { type: "string" },
      ends: { type: "string" },
      "max-uses": { type: "string" },
      "per-customer": { type: "string" },
      email: { type: "string" },
      limit: { type: "string" },
      order: { type: "string" },
      amount: { type: "string" },
      to: { type: "string" },
      "request-id": { type: "string" },
      role: { type: "string" },
      language: { type: "string" },
      commit: { type: "string" },
    },
    strict: true,
  });
  try {
    if (command === "audit:verify") {
      const report = await verifyAuditChain(db);
      if (report.ok) return `Audit chain intact: ${report.rows} ${report.rows === 1 ? "event" : "events"}.`;
      throw new AdminUsageError(`Audit chain broken at event ${report.firstBadSeq}: ${CHAIN_BREAKS[report.reason]}.`);
    }
    if (command === "inventory:import") {
      const [file, ...extra] = positionals;
      if (!file || extra.length > 0)
        throw new AdminUsageError(
          "inventory:import takes one CSV file: npm run admin -- inventory:import ips.csv [--commit IMPORT_ID]",
        );
      return await inventoryImport(db, file, values.commit, (message) => new AdminUsageError(message));
    }
    if (command === "coupon:create") {
      const code = required("code", values.code).trim().toUpperCase();
      if (!/^[A-Z0-9_-]{3,64}$/.test(code)) throw new AdminUsageError("--code takes 3–64 letters, digits, - or _.");
      const percent = whole("percent", values.percent);
      const fixed = dollars("fixed", values.fixed);
      if ((percent === undefined) === (fixed === undefined))
        throw new AdminUsageError("Give exactly one of --percent and --fixed.");
      if (percent !== undefined && (percent < 1 || percent > 100))
        throw new AdminUsageError("--percent takes 1 to 100.");
      const created = await createCoupon(db, {
        code,
        kind: percent !== undefined ? "percent" : "fixed",
        value: percent ?? fixed ?? 0,
        minAmountCents: dollars("min", values.min) ?? 0,
        startsAt: date("starts", values.starts) ?? null,
        endsAt: date("ends", values.ends) ?? null,
        maxUses: whole("max-uses", values["max-uses"]) ?? null,
        maxUsesPerCustomer: whole("per-customer", values["per-customer"]) ?? null,
      });
      if (!created) throw new AdminUsageError(`A coupon ${code} exists already.`);
      return `Coupon ${code} created: ${percent !== undefined ? `${percent}% off` : `$${values.fixed} off`}.`;
    }
    if (command === "credit:set") {
      const email = required("email", values.email);
      const limit = dollars("limit", required("limit", values.limit)) ?? 0;
      const userId = await customerIdOf(db, email);
      if (!userId) throw new AdminUsageError(`No customer has the email ${email}.`);
      await db.transaction((tx) => setCustomerCreditLimit(tx, userId, limit));
      return `Credit line of ${email} set to $${(limit / 100).toFixed(2)}.`;
    }
    if (command === "staff:invite") {
      const email = positionals[0]?.trim().toLowerCase() ?? "";
      if (!EMAIL_PATTERN.test(email) || positionals.length !== 1)
        throw new AdminUsageError(
          "staff:invite takes one email: npm run admin -- staff:invite ops@example.com --role owner",
        );
      const role = required("role", values.role);
      if (!(BUILTIN_ROLES as readonly string[]).includes(role))
        throw new AdminUsageError(`--role takes a built-in role: ${BUILTIN_ROLES.join(", ")}.`);
      const language = values.language ?? "en";
      if (language !== "en" && language !== "zh-CN") throw new AdminUsageError("--language takes en or zh-CN.");
      if (!deps.staff) throw new AdminUsageError("staff:invite needs the mail settings.");
      const invited = await deps.staff.invite(null, {
        email,
        role: { name: role as BuiltinRole },
        language: language as UiLanguage,
      });
      return `Invited ${invited.email} to the console as ${role}: the link is mailed and works once, until ${invited.expiresAt.toISOString()}.`;
    }
    if (command === "envelope:rotate-key") {
      if (!envelope) throw new AdminUsageError("envelope:rotate-key needs the envelope settings.");
      if (envelope.configuredKeys.length > 0)
        throw new AdminUsageError(
          "The envelope keys come from ENVELOPE_PRIVATE_KEY: set a new one there and move the old one to ENVELOPE_PREVIOUS_PRIVATE_KEY.",
        );
      const kid = await rotateEnvelopeKey(db, new Date(), envelope.overlapMs);
      return `Envelope key ${kid} is now served; the previous key opens requests for ${envelope.overlapMs / 3_600_000} more hours.`;
    }
    if (command === "order:refund") {
      const to = values.to ?? "wallet";
      if (to !== "wallet" && to !== "provider") throw new AdminUsageError("--to takes wallet or provider.");
      const amount = dollars("amount", values.amount);
      const requestId = values["request-id"];
      if (requestId !== undefined && !REFUND_REQUEST_ID_PATTERN.test(requestId))
        throw new AdminUsageError("--request-id takes 6–64 letters, digits, - or _.");
      const providers = to === "provider" ? await deps.providers() : undefined;
      const done = await refundOrder(
        { db, provider: (name) => providers?.byName(name) },
        {
          orderNo: required("order", values.order).trim().toUpperCase(),
          to,
          ...(amount !== undefined ? { amountCents: amount } : {}),
          ...(requestId !== undefined ? { requestId } : {}),
        },
      );
      const where = done.to === "wallet" ? "the customer's wallet" : done.to;
      const what = `$${(done.amountCents / 100).toFixed(2)} of ${done.orderNo} to ${where}`;
      return `${done.already ? `Already refunded ${what}` : `Refunded ${what}`}${done.full ? " (fully refunded)" : ""}; request id ${done.requestId}.${renewalsNote(done.renewals)}`;
    }
  } catch (error) {
    if (error instanceof AppError) throw new AdminUsageError(renderText(error.text, "en", error.params));
    throw error;
  }
  throw new AdminUsageError(command ? `Unknown command “${command}”.\n\n${ADMIN_USAGE}` : ADMIN_USAGE);
}
